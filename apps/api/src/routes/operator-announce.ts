// How the operator routes present messages (with signed file URLs) and announce the ones an
// operator's action posted to the inquiry's visitor.
import type { ChatMessage } from '@lawfirm/api-client/chat';

import type { ChatEvents } from '../chat/chat-events';
import type { FileLinks } from '../chat/file-links';
import { presentMessages } from '../chat/message-files';
import { inquiryOf, visitorKeyOf } from '../chat/operator-inquiries';
import type { Db } from '../db/create-database';
import type { ChatInquiryRow, ChatMessageRow } from '../db/schema';

export interface OperatorAnnouncer {
  /** Messages in the answer's form. */
  present(rows: readonly ChatMessageRow[]): Promise<ChatMessage[]>;
  /** One message in the answer's form. */
  presentOne(row: ChatMessageRow): Promise<ChatMessage>;
  /** Announces presented messages of the inquiry (message.created) to its visitor. */
  messagesCreated(
    inquiry: ChatInquiryRow | number,
    messages: readonly ChatMessage[],
  ): Promise<void>;
}

export function operatorAnnouncer(db: Db, links: FileLinks, events: ChatEvents): OperatorAnnouncer {
  const present = (rows: readonly ChatMessageRow[]) => presentMessages(db, links, rows);
  return {
    present,
    async presentOne(row) {
      const [message] = await present([row]);
      // presentMessages answers one message per row, in order.
      if (!message) throw new Error(`message ${row.messageNumber} was not presented`);
      return message;
    },
    async messagesCreated(inquiry, messages) {
      if (messages.length === 0) return;
      const row = typeof inquiry === 'number' ? await inquiryOf(db, inquiry) : inquiry;
      const visitorKey = await visitorKeyOf(db, row);
      for (const message of messages) await events.messageCreated(visitorKey, message);
    },
  };
}
