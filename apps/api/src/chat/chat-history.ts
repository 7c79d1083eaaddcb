// spec/chat-widget.md §4 Panel views and §7 historychatinquirylistsearch and
// historychatinquiryparticipation: a phone-verified visitor sees the inquiries of every visitor
// of the channel verified with the same number (the same person on any device), and joins one
// before viewing it: joining moves the inquiry to this device's visitor.
import type { HistoryItem } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import {
  claimFollowUpInquiry,
  findInquiriesOfVisitors,
  markInquiryRead,
  moveInquiryOfVisitors,
} from '../db/queries/chat-inquiry-queries';
import { countUnreadMessages, findLatestLiveMessage } from '../db/queries/chat-message-queries';
import { findVisitorIdsByPhone } from '../db/queries/chat-visitor-queries';
import type { ChatInquiryRow } from '../db/schema';
import { ChatError } from './chat-error';
import { verifiedPhoneOf } from './chat-visitor';
import type { ChatVisitor } from './chat-visitor';

/**
 * The verified person's visitor ids in this channel; E000600013 while not verified, or once
 * the verification has lapsed (chat-visitor.ts).
 */
async function personVisitorIds(db: Db, { visitor }: ChatVisitor): Promise<number[]> {
  const phone = verifiedPhoneOf(visitor);
  if (!phone) throw new ChatError('E000600013', 'the history needs a verified phone number');
  return findVisitorIdsByPhone(db, visitor.channelNumber, phone);
}

export async function historyList(db: Db, who: ChatVisitor): Promise<HistoryItem[]> {
  const visitorIds = await personVisitorIds(db, who);
  const inquiries = await findInquiriesOfVisitors(db, visitorIds);
  const items: HistoryItem[] = [];
  for (const inquiry of inquiries) {
    const latest = await findLatestLiveMessage(db, inquiry.chatInquiryNumber);
    const unread = await countUnreadMessages(
      db,
      inquiry.chatInquiryNumber,
      inquiry.customerReadNumber,
    );
    items.push({
      chat_inquiry_number: inquiry.chatInquiryNumber,
      customer_name: inquiry.customerName ?? who.visitor.verifiedName,
      recent_message_content: latest?.plainText ?? '',
      recent_message_date_time: latest?.createdAt.toISOString() ?? null,
      unread_message_count: unread,
    });
  }
  return items;
}

/**
 * Of `inquiryNumbers`, those the history view may follow live (§4 history.entered): the
 * visitor's own and, once a phone is verified, those of the same person on other devices.
 */
export async function followableHistoryInquiries(
  db: Db,
  who: ChatVisitor,
  inquiryNumbers: readonly number[],
): Promise<number[]> {
  const visitorIds = verifiedPhoneOf(who.visitor)
    ? await personVisitorIds(db, who)
    : [who.visitor.visitorId];
  const listed = new Set(
    (await findInquiriesOfVisitors(db, visitorIds)).map((inquiry) => inquiry.chatInquiryNumber),
  );
  return inquiryNumbers.filter((number) => listed.has(number));
}

/** Joins an inquiry of the verified person: it becomes this device visitor's own. */
export async function joinHistoryInquiry(
  db: Db,
  who: ChatVisitor,
  inquiryNumber: number,
): Promise<{ chat_inquiry_number: number }> {
  const visitorIds = await personVisitorIds(db, who);
  const moved = await moveInquiryOfVisitors(db, inquiryNumber, visitorIds, who.visitor.visitorId);
  if (!moved) {
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
  const moved = await claimFollowUpInquiry(db, {
    inquiryNumber,
    channelNumber: visitor.channelNumber,
    tokenId,
    toVisitorId: visitor.visitorId,
  });
  if (!moved) {
    throw new ChatError(
      'CE000300003',
      `follow-up link of inquiry ${inquiryNumber}: used, replaced, closed or another channel`,
    );
  }
  return { chat_inquiry_number: inquiryNumber };
}

/** The visitor has now seen everything up to the inquiry's last message. */
export async function markRead(db: Db, inquiry: ChatInquiryRow): Promise<void> {
  await markInquiryRead(db, inquiry.chatInquiryNumber);
}
