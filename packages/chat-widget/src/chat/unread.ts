// The launcher's unread count: messages of the operator, bot or system (anyone but the visitor)
// that arrived while the panel was closed. Ours: the spec counts unread only in the history.
import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { ChatMessage, HistoryItem } from '@lawfirm/api-client/chat-core';

/** The last message the visitor had in view: its inquiry and number. */
export interface SeenMark {
  inquiryNumber: number | null;
  messageNumber: number;
}

export function seenMarkOf(
  inquiryNumber: number | null,
  messages: readonly ChatMessage[],
): SeenMark {
  return { inquiryNumber, messageNumber: messages.at(-1)?.message_number ?? 0 };
}

/** The messages of others that came after the last one seen, oldest first. */
export function unreadMessages(
  seen: SeenMark,
  inquiryNumber: number | null,
  messages: readonly ChatMessage[],
): ChatMessage[] {
  // Another inquiry than the one seen (the panel never showed it): all of it is new.
  const after = seen.inquiryNumber === inquiryNumber ? seen.messageNumber : 0;
  return messages.filter(
    (message) => message.message_number > after && message.sender_type !== SENDER_TYPES.customer,
  );
}

/** spec §2 "the total unread count" of the visitor's chats, as the history list last told. */
export function totalUnread(list: readonly HistoryItem[] | null): number {
  return (list ?? []).reduce((total, item) => total + item.unread_message_count, 0);
}
