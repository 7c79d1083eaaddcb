// The chat's messages (spec/chat-widget.md §3 Message), numbered per inquiry. A recalled
// message keeps its row (recalled_at set): "live" queries leave it out.
import { SENDER_TYPES } from '@lawfirm/api-client/chat';
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatMessages } from '../schema';
import type { ChatMessageRow, NewChatMessageRow } from '../schema';

const ofInquiry = (inquiryNumber: number) => eq(chatMessages.chatInquiryNumber, inquiryNumber);
const live = (inquiryNumber: number) =>
  and(ofInquiry(inquiryNumber), isNull(chatMessages.recalledAt));

export async function findMessage(
  db: Db,
  inquiryNumber: number,
  messageNumber: number,
): Promise<ChatMessageRow | undefined> {
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(and(ofInquiry(inquiryNumber), eq(chatMessages.messageNumber, messageNumber)));
  return message;
}

/** The message a sender stored with this client message id, if any. */
export async function findMessageByClientId(
  db: Db,
  inquiryNumber: number,
  userKey: string,
  clientMessageId: string,
): Promise<ChatMessageRow | undefined> {
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        ofInquiry(inquiryNumber),
        eq(chatMessages.userKey, userKey),
        eq(chatMessages.clientMessageId, clientMessageId),
      ),
    );
  return message;
}

/** When the inquiry's newest message was created, if it has one. */
export async function findLatestMessageTime(
  db: Db,
  inquiryNumber: number,
): Promise<Date | undefined> {
  const [latest] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(ofInquiry(inquiryNumber))
    .orderBy(desc(chatMessages.messageNumber))
    .limit(1);
  return latest?.createdAt;
}

/** The newest message that was not recalled. */
export async function findLatestLiveMessage(
  db: Db,
  inquiryNumber: number,
): Promise<ChatMessageRow | undefined> {
  const [latest] = await db
    .select()
    .from(chatMessages)
    .where(live(inquiryNumber))
    .orderBy(desc(chatMessages.messageNumber))
    .limit(1);
  return latest;
}

/** Live messages numbered above `readNumber` that the visitor did not send. */
export async function countUnreadMessages(
  db: Db,
  inquiryNumber: number,
  readNumber: number,
): Promise<number> {
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        live(inquiryNumber),
        gt(chatMessages.messageNumber, readNumber),
        ne(chatMessages.senderType, SENDER_TYPES.customer),
      ),
    );
  return unread?.n ?? 0;
}

export async function insertMessage(
  db: Db,
  values: NewChatMessageRow,
): Promise<ChatMessageRow | undefined> {
  const [message] = await db.insert(chatMessages).values(values).returning();
  return message;
}

/** Changes the message; the row afterwards, or undefined when there is no such message. */
export async function updateMessage(
  db: Db,
  messageId: number,
  changes: Partial<Omit<NewChatMessageRow, 'messageId'>>,
): Promise<ChatMessageRow | undefined> {
  const [message] = await db
    .update(chatMessages)
    .set(changes)
    .where(eq(chatMessages.messageId, messageId))
    .returning();
  return message;
}

/** Up to `limit` live messages numbered above `after`, ascending. */
export function findLiveMessagesAfter(
  db: Db,
  inquiryNumber: number,
  after: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(live(inquiryNumber), gt(chatMessages.messageNumber, after)))
    .orderBy(asc(chatMessages.messageNumber))
    .limit(limit);
}

/** Messages numbered up to `upTo` that were edited or recalled after `since`, ascending. */
export function findMessagesChangedSince(
  db: Db,
  inquiryNumber: number,
  upTo: number,
  since: Date,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        ofInquiry(inquiryNumber),
        lte(chatMessages.messageNumber, upTo),
        or(gt(chatMessages.updatedAt, since), gt(chatMessages.recalledAt, since)),
      ),
    )
    .orderBy(asc(chatMessages.messageNumber));
}

/** Up to `limit` live messages created before `before` (all when absent), newest first. */
export function findLiveMessagesBefore(
  db: Db,
  inquiryNumber: number,
  before: Date | undefined,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      before === undefined
        ? live(inquiryNumber)
        : and(live(inquiryNumber), lt(chatMessages.createdAt, before)),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.messageNumber))
    .limit(limit);
}
