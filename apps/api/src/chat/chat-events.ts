// The server's realtime events (spec/chat-widget.md §4 Realtime events), published on the bus
// where they happen; the socket hub forwards each to the sockets of its topic, and the operator
// feed hears a short "inquiry.changed" for each. Every payload is documented in the api README
// (socket protocol, operator feed).
import { OPERATOR_FEED_EVENTS } from '@lawfirm/api-client/operator';
import type { ChatMessage, ObjectExposeInfo, SenderType } from '@lawfirm/api-client/chat';

import type { EventBus } from './event-bus';
import { HUB_EVENTS, topics } from './event-bus';

export function chatEvents(bus: EventBus) {
  /** Tells the operators' feed that an inquiry changed and why (they fetch it again). */
  const toOperators = (inquiryNumber: number, cause: string) =>
    bus.publish(topics.operators, {
      event: OPERATOR_FEED_EVENTS.inquiryChanged,
      data: { chat_inquiry_number: inquiryNumber, cause },
    });
  const toInquiry = async (
    inquiryNumber: number,
    event: string,
    data: Record<string, unknown>,
    // Typing changes nothing an operator's list shows.
    { changesInquiry = true } = {},
  ) => {
    await bus.publish(topics.inquiry(inquiryNumber), {
      event,
      data: { chat_inquiry_number: inquiryNumber, ...data },
    });
    if (changesInquiry) await toOperators(inquiryNumber, event);
  };

  return {
    /** A new message: to everyone watching the inquiry, and a preview to its visitor. */
    async messageCreated(visitorKey: string, message: ChatMessage) {
      await toInquiry(message.inquiry_number, 'message.created', { message });
      await bus.publish(topics.visitor(visitorKey), {
        event: 'inquiry.preview.updated',
        data: {
          chat_inquiry_number: message.inquiry_number,
          recent_message_content: message.plain_text,
          recent_message_date_time: message.created_at,
        },
      });
    },
    /** A message changed (an operator's edit, a submitted form): replace it by number. */
    messageUpdated: (message: ChatMessage) =>
      toInquiry(message.inquiry_number, 'message.updated', { message }),
    /** An operator recalled a message: remove it. */
    messageCollected: (inquiryNumber: number, messageNumber: number) =>
      toInquiry(inquiryNumber, 'message.collected', { message_number: messageNumber }),
    /** The exposed choices and the workflow stack changed. */
    workflowUpdated: (inquiryNumber: number, objectExposeInfo: ObjectExposeInfo) =>
      toInquiry(inquiryNumber, 'inquiry.workflow.updated', {
        object_expose_info: objectExposeInfo,
      }),
    /** The visitor's name and (masked) number changed. */
    customerInfoUpdated: (inquiryNumber: number, customerName: string, maskedPhone: string) =>
      toInquiry(inquiryNumber, 'customer.info.updated', {
        customer_name: customerName,
        cell_phone_number: maskedPhone,
      }),
    /** A new inquiry of the visitor (another device of theirs may list it). */
    async inquiryOpened(visitorKey: string, inquiryNumber: number) {
      await bus.publish(topics.visitor(visitorKey), {
        event: 'inquiry.opened',
        data: { chat_inquiry_number: inquiryNumber },
      });
      await toOperators(inquiryNumber, 'inquiry.opened');
    },
    inquiryClosed: (inquiryNumber: number, closedAt: string) =>
      toInquiry(inquiryNumber, 'inquiry.closed', { closed_at: closedAt }),
    inquiryAssigned: (inquiryNumber: number, managerName: string) =>
      toInquiry(inquiryNumber, 'inquiry.assigned', { manager_name: managerName }),
    inquiryUnassigned: (inquiryNumber: number) =>
      toInquiry(inquiryNumber, 'inquiry.unassigned', {}),
    /** Someone is typing (the widget shows its indicator for 3 s, spec §4). */
    typingStarted: (inquiryNumber: number, senderType: SenderType) =>
      toInquiry(
        inquiryNumber,
        'typing.started',
        { sender_type: senderType },
        { changesInquiry: false },
      ),
    /**
     * A follow-up link made the inquiry `visitorId`'s own (spec §4 Start-up flow 3): the hubs of
     * every instance end the other visitors' hold on it, and sign out a device that shows it
     * (user.expired). On the hubs' own topic: neither the sockets nor the operators' feed hear it.
     */
    inquiryHandedOver: (inquiryNumber: number, visitorId: number) =>
      bus.publish(topics.hub, {
        event: HUB_EVENTS.inquiryHandedOver,
        data: { chat_inquiry_number: inquiryNumber, visitor_id: visitorId },
      }),
    /** Devices signed out by a newer authentication of their visitor. */
    async userExpired(sessionIds: readonly string[]) {
      for (const sessionId of sessionIds) {
        await bus.publish(topics.session(sessionId), { event: 'user.expired', data: {} });
      }
    },
  };
}

export type ChatEvents = ReturnType<typeof chatEvents>;
