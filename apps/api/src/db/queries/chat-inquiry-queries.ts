// The chat's inquiries (spec/chat-widget.md §3 Inquiry): one row per conversation, with its
// message counter, workflow position and assignment. Finds answer undefined when nothing
// matches; the chat services decide what that means for the caller.
import { INQUIRY_STATES } from '@lawfirm/api-client/chat';
import type { InquiryState } from '@lawfirm/api-client/chat';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatInquiries } from '../schema';
import type { ChatInquiryRow, NewChatInquiryRow } from '../schema';

const byNumber = (inquiryNumber: number) => eq(chatInquiries.chatInquiryNumber, inquiryNumber);

export async function findInquiry(
  db: Db,
  inquiryNumber: number,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db.select().from(chatInquiries).where(byNumber(inquiryNumber));
  return inquiry;
}

/** The inquiry's row, locked (FOR UPDATE) until the transaction `db` ends. */
export async function lockInquiryRow(
  db: Db,
  inquiryNumber: number,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db
    .select()
    .from(chatInquiries)
    .where(byNumber(inquiryNumber))
    .for('update');
  return inquiry;
}

/** The inquiry if it belongs to the visitor. */
export async function findVisitorInquiry(
  db: Db,
  visitorId: number,
  inquiryNumber: number,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db
    .select()
    .from(chatInquiries)
    .where(and(byNumber(inquiryNumber), eq(chatInquiries.visitorId, visitorId)));
  return inquiry;
}

/** The visitor's newest inquiry that is not closed. */
export async function findInquiryInProgress(
  db: Db,
  visitorId: number,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db
    .select()
    .from(chatInquiries)
    .where(
      and(
        eq(chatInquiries.visitorId, visitorId),
        ne(chatInquiries.stateCode, INQUIRY_STATES.closed),
      ),
    )
    .orderBy(desc(chatInquiries.chatInquiryNumber))
    .limit(1);
  return inquiry;
}

export async function insertInquiry(
  db: Db,
  values: NewChatInquiryRow,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db.insert(chatInquiries).values(values).returning();
  return inquiry;
}

/** Changes the inquiry; the row afterwards, or undefined when there is no such inquiry. */
export async function updateInquiry(
  db: Db,
  inquiryNumber: number,
  changes: Partial<Omit<NewChatInquiryRow, 'chatInquiryNumber'>>,
): Promise<ChatInquiryRow | undefined> {
  const [inquiry] = await db
    .update(chatInquiries)
    .set(changes)
    .where(byNumber(inquiryNumber))
    .returning();
  return inquiry;
}

/**
 * Takes the inquiry's next message number in one statement (which holds the row's lock until
 * the transaction ends); undefined when there is no such inquiry.
 */
export async function takeNextMessageNumber(
  db: Db,
  inquiryNumber: number,
): Promise<number | undefined> {
  const [counter] = await db
    .update(chatInquiries)
    .set({ lastMessageNumber: sql`${chatInquiries.lastMessageNumber} + 1` })
    .where(byNumber(inquiryNumber))
    .returning({ number: chatInquiries.lastMessageNumber });
  return counter?.number;
}

/** Everything up to the inquiry's last message counts as read by the visitor. */
export async function markInquiryRead(db: Db, inquiryNumber: number): Promise<void> {
  await db
    .update(chatInquiries)
    .set({ customerReadNumber: sql`${chatInquiries.lastMessageNumber}` })
    .where(byNumber(inquiryNumber));
}

export interface InquiryPageFilter {
  state?: InquiryState;
  channelNumber?: number;
  assignedOperatorId?: number;
  beforeInquiryNumber?: number;
}

/** Up to `limit` inquiries, newest first, matching every filter given. */
export function findInquiryPage(
  db: Db,
  filter: InquiryPageFilter,
  limit: number,
): Promise<ChatInquiryRow[]> {
  return db
    .select()
    .from(chatInquiries)
    .where(
      and(
        filter.state ? eq(chatInquiries.stateCode, filter.state) : undefined,
        filter.channelNumber ? eq(chatInquiries.channelNumber, filter.channelNumber) : undefined,
        filter.assignedOperatorId === undefined
          ? undefined
          : eq(chatInquiries.assignedOperatorId, filter.assignedOperatorId),
        filter.beforeInquiryNumber
          ? lt(chatInquiries.chatInquiryNumber, filter.beforeInquiryNumber)
          : undefined,
      ),
    )
    .orderBy(desc(chatInquiries.chatInquiryNumber))
    .limit(limit);
}

/** The inquiries of these visitors, newest first. */
export function findInquiriesOfVisitors(db: Db, visitorIds: number[]): Promise<ChatInquiryRow[]> {
  return db
    .select()
    .from(chatInquiries)
    .where(inArray(chatInquiries.visitorId, visitorIds))
    .orderBy(desc(chatInquiries.chatInquiryNumber));
}

/**
 * Moves the inquiry to `toVisitorId` if one of `fromVisitorIds` holds it, in one conditional
 * statement; true when it moved.
 */
export async function moveInquiryOfVisitors(
  db: Db,
  inquiryNumber: number,
  fromVisitorIds: number[],
  toVisitorId: number,
): Promise<boolean> {
  const moved = await db
    .update(chatInquiries)
    .set({ visitorId: toVisitorId })
    .where(and(byNumber(inquiryNumber), inArray(chatInquiries.visitorId, fromVisitorIds)))
    .returning({ number: chatInquiries.chatInquiryNumber });
  return moved.length > 0;
}

/**
 * Moves an open inquiry of the channel to `toVisitorId` if `tokenId` is its follow-up token,
 * and retires the token, in one conditional statement; true when it moved.
 */
export async function claimFollowUpInquiry(
  db: Db,
  {
    inquiryNumber,
    channelNumber,
    tokenId,
    toVisitorId,
  }: { inquiryNumber: number; channelNumber: number; tokenId: string; toVisitorId: number },
): Promise<boolean> {
  const moved = await db
    .update(chatInquiries)
    .set({ visitorId: toVisitorId, followUpTokenId: null })
    .where(
      and(
        byNumber(inquiryNumber),
        eq(chatInquiries.channelNumber, channelNumber),
        eq(chatInquiries.followUpTokenId, tokenId),
        ne(chatInquiries.stateCode, INQUIRY_STATES.closed),
      ),
    )
    .returning({ number: chatInquiries.chatInquiryNumber });
  return moved.length > 0;
}
