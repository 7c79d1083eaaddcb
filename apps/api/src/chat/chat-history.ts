// spec/chat-widget.md §4 Panel views and §7 historychatinquirylistsearch and
// historychatinquiryparticipation: a phone-verified visitor sees the inquiries of every visitor
// of the channel verified with the same number (the same person on any device), and joins one
// before viewing it: joining moves the inquiry to this device's visitor.
import type { HistoryItem } from '@lawfirm/api-client/chat';
import { INQUIRY_STATES, SENDER_TYPES } from '@lawfirm/api-client/chat';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../db/create-database';
import { chatInquiries, chatMessages, chatVisitors } from '../db/schema';
import type { ChatInquiryRow } from '../db/schema';
import { ChatError } from './chat-error';
import type { ChatVisitor } from './chat-visitor';

/** The verified person's visitor ids in this channel; E000600013 while not verified. */
async function personVisitorIds(db: Db, { visitor }: ChatVisitor): Promise<number[]> {
  if (!visitor.verifiedPhone) {
    throw new ChatError('E000600013', 'the history needs a verified phone number');
  }
  const rows = await db
    .select({ id: chatVisitors.visitorId })
    .from(chatVisitors)
    .where(
      and(
        eq(chatVisitors.channelNumber, visitor.channelNumber),
        eq(chatVisitors.verifiedPhone, visitor.verifiedPhone),
      ),
    );
  return rows.map((row) => row.id);
}

export async function historyList(db: Db, who: ChatVisitor): Promise<HistoryItem[]> {
  const visitorIds = await personVisitorIds(db, who);
  const inquiries = await db
    .select()
    .from(chatInquiries)
    .where(inArray(chatInquiries.visitorId, visitorIds))
    .orderBy(desc(chatInquiries.chatInquiryNumber));
  const items: HistoryItem[] = [];
  for (const inquiry of inquiries) {
    const live = and(
      eq(chatMessages.chatInquiryNumber, inquiry.chatInquiryNumber),
      isNull(chatMessages.recalledAt),
    );
    const [latest] = await db
      .select()
      .from(chatMessages)
      .where(live)
      .orderBy(desc(chatMessages.messageNumber))
      .limit(1);
    const [unread] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(
        and(
          live,
          gt(chatMessages.messageNumber, inquiry.customerReadNumber),
          ne(chatMessages.senderType, SENDER_TYPES.customer),
        ),
      );
    items.push({
      chat_inquiry_number: inquiry.chatInquiryNumber,
      customer_name: inquiry.customerName ?? who.visitor.verifiedName,
      recent_message_content: latest?.plainText ?? '',
      recent_message_date_time: latest?.createdAt.toISOString() ?? null,
      unread_message_count: unread?.n ?? 0,
    });
  }
  return items;
}

/** Joins an inquiry of the verified person: it becomes this device visitor's own. */
export async function joinHistoryInquiry(
  db: Db,
  who: ChatVisitor,
  inquiryNumber: number,
): Promise<{ chat_inquiry_number: number }> {
  const visitorIds = await personVisitorIds(db, who);
  const moved = await db
    .update(chatInquiries)
    .set({ visitorId: who.visitor.visitorId })
    .where(
      and(
        eq(chatInquiries.chatInquiryNumber, inquiryNumber),
        inArray(chatInquiries.visitorId, visitorIds),
      ),
    )
    .returning({ number: chatInquiries.chatInquiryNumber });
  if (moved.length === 0) {
    throw new ChatError('E000600014', `inquiry ${inquiryNumber} is not in the visitor's history`);
  }
  return { chat_inquiry_number: inquiryNumber };
}

/**
 * Hash authentication (spec §4 Start-up flow 3): a follow-up link names an inquiry, which
 * becomes this device visitor's own. A link works once, for an open inquiry of the visitor's
 * channel, and only the newest link of the inquiry works (issuing one retires the one before).
 */
export async function joinFollowUpInquiry(
  db: Db,
  { visitor }: ChatVisitor,
  { inquiryNumber, tokenId }: { inquiryNumber: number; tokenId: string },
): Promise<{ chat_inquiry_number: number }> {
  const moved = await db
    .update(chatInquiries)
    .set({ visitorId: visitor.visitorId, followUpTokenId: null })
    .where(
      and(
        eq(chatInquiries.chatInquiryNumber, inquiryNumber),
        eq(chatInquiries.channelNumber, visitor.channelNumber),
        eq(chatInquiries.followUpTokenId, tokenId),
        ne(chatInquiries.stateCode, INQUIRY_STATES.closed),
      ),
    )
    .returning({ number: chatInquiries.chatInquiryNumber });
  if (moved.length === 0) {
    throw new ChatError(
      'CE000300003',
      `follow-up link of inquiry ${inquiryNumber}: used, replaced, closed or another channel`,
    );
  }
  return { chat_inquiry_number: inquiryNumber };
}

/** The visitor has now seen everything up to the inquiry's last message. */
export async function markRead(db: Db, inquiry: ChatInquiryRow): Promise<void> {
  await db
    .update(chatInquiries)
    .set({ customerReadNumber: sql`${chatInquiries.lastMessageNumber}` })
    .where(eq(chatInquiries.chatInquiryNumber, inquiry.chatInquiryNumber));
}
