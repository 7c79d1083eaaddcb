// spec/chat-widget.md §7: the calls of one conversation: the chat main, an inquiry, its
// workflow, the personal-information form, its messages and the 14-or-older confirmation.
// Each change is announced on the event bus for the visitor's sockets.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';

import type { ChatEvents } from '../chat/chat-events';
import {
  generateInquiry,
  inquiryDetail,
  inquiryMain,
  listMessages,
  maskPhone,
  ownInquiry,
  sendMessage,
  updateAgeConsent,
} from '../chat/chat-service';
import { markRead } from '../chat/chat-history';
import { updatePersonalInfo } from '../chat/chat-personal-info';
import type { ChatVisitor } from '../chat/chat-visitor';
import { objectExposeInfo, progressWorkflow, rollbackWorkflow } from '../chat/chat-workflows';
import type { WorkflowChange } from '../chat/chat-workflows';
import type { FileLinks } from '../chat/file-links';
import { messageOf } from '../chat/inquiry-store';
import { presentMessages } from '../chat/message-files';
import type { Db } from '../db/create-database';
import type { ChatCall } from './chat-call';

export function registerConversationCalls(
  call: ChatCall,
  { db, events, links }: { db: Db; events: ChatEvents; links: FileLinks },
): void {
  call(CHAT_PATHS.inquiryMain, 'The channel and the inquiry in progress', (d, who) =>
    inquiryMain(db, who, d.channel_number),
  );

  call(CHAT_PATHS.inquiryGeneration, 'Starts an inquiry', async (d, who) => {
    const number = await generateInquiry(db, who, d);
    await events.inquiryOpened(who.visitor.visitorKey, number);
    return { chat_inquiry_number: number };
  });

  call(CHAT_PATHS.inquiryDetail, "One of the visitor's inquiries", async (d, who) =>
    inquiryDetail(db, await ownInquiry(db, who, d.chat_inquiry_number)),
  );

  /** Announces a workflow's messages and its new choices; answers the choices. */
  async function announceWorkflow(who: ChatVisitor, change: WorkflowChange) {
    for (const message of change.messages) {
      await events.messageCreated(who.visitor.visitorKey, messageOf(message));
    }
    const info = await objectExposeInfo(db, change.inquiry);
    if (change.messages.length > 0) {
      await events.workflowUpdated(change.inquiry.chatInquiryNumber, info);
    }
    return { object_expose_info: info };
  }

  call(
    CHAT_PATHS.workflowProgress,
    'Chooses an object of the exposed workflow step',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      return announceWorkflow(who, await progressWorkflow(db, who, d));
    },
  );

  call(
    CHAT_PATHS.workflowRollback,
    'Goes back one workflow step (back) or to the first (init)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      return announceWorkflow(who, await rollbackWorkflow(db, d));
    },
  );

  call(
    CHAT_PATHS.personalInfoUpdate,
    'Submits or edits the personal-information form (name and mobile number)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const change = await updatePersonalInfo(db, d);
      const form = messageOf(change.form);
      await events.messageUpdated(form);
      await events.customerInfoUpdated(
        d.chat_inquiry_number,
        d.name,
        maskPhone(d.cell_phone_number),
      );
      await announceWorkflow(who, { messages: change.messages, inquiry: change.inquiry });
      return { message: form };
    },
  );

  call(
    CHAT_PATHS.messageList,
    'A page of messages, ascending by message_number',
    async (d, who) => {
      const inquiry = await ownInquiry(db, who, d.chat_inquiry_number);
      const page = await listMessages(db, inquiry, d);
      // Listed to the visitor: nothing before now counts as unread in the history list.
      await markRead(db, inquiry);
      return {
        messages: await presentMessages(db, links, page.rows),
        next_page_yn: page.next_page_yn,
        collected_message_numbers: page.collectedNumbers,
      };
    },
  );

  call(
    CHAT_PATHS.messageSend,
    'Sends the visitor’s message (sanitized; idempotent by client_message_id)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const { message, created } = await sendMessage(db, who, d.chat_inquiry_number, d);
      const answer = messageOf(message);
      // A resend answers the stored message without announcing it again.
      if (created) await events.messageCreated(who.visitor.visitorKey, answer);
      return { message: answer };
    },
  );

  call(CHAT_PATHS.ageConsentUpdate, 'Records the 14-or-older confirmation', async (d, who) =>
    updateAgeConsent(
      db,
      await ownInquiry(db, who, d.chat_inquiry_number),
      d.age_consent_state_code,
    ),
  );
}
