// The server's realtime events (spec/chat-widget.md §4 Realtime events), published on the bus
// where they happen; the socket hub forwards each to the sockets of its topic.
import type { ChatMessage } from '@lawfirm/api-client';

import type { EventBus } from './event-bus';
import { topics } from './event-bus';

export function chatEvents(bus: EventBus) {
  return {
    /** A new message: to everyone watching the inquiry, and a preview to the visitor. */
    async messageCreated(visitorKey: string, message: ChatMessage) {
      await bus.publish(topics.inquiry(message.inquiry_number), {
        event: 'message.created',
        data: { message },
      });
      await bus.publish(topics.visitor(visitorKey), {
        event: 'inquiry.preview.updated',
        data: {
          chat_inquiry_number: message.inquiry_number,
          recent_message_content: message.plain_text,
          recent_message_date_time: message.created_at,
        },
      });
    },
    /** Devices signed out by a newer authentication of their visitor. */
    async userExpired(sessionIds: readonly string[]) {
      for (const sessionId of sessionIds) {
        await bus.publish(topics.session(sessionId), { event: 'user.expired', data: {} });
      }
    },
  };
}

export type ChatEvents = ReturnType<typeof chatEvents>;
