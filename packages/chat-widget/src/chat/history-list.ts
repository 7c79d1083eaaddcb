// The history list kept current while it is shown (spec/chat-widget.md §2 History view, §4
// Realtime events): the socket hears the listed inquiries (history.entered), and each new
// message updates its entry's last message and time, and its unread count.
import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { ChatMessage, HistoryItem } from '@lawfirm/api-client/chat-core';

/**
 * The list after `message` arrived: its inquiry's entry shows it last and, for a message of
 * others in an inquiry that is not the one open in the panel, one more unread. The list keeps
 * its order (the api's, newest inquiry first); an inquiry it does not hold changes nothing.
 */
export function historyAfterMessage(
  list: readonly HistoryItem[] | null,
  message: ChatMessage,
  currentInquiry: number | null,
): readonly HistoryItem[] | null {
  const index = list?.findIndex((item) => item.chat_inquiry_number === message.inquiry_number);
  if (!list || index === undefined || index < 0) return list;
  const item = list[index]!;
  const unread =
    message.sender_type !== SENDER_TYPES.customer && message.inquiry_number !== currentInquiry;
  const updated: HistoryItem = {
    ...item,
    recent_message_content: message.plain_text,
    recent_message_date_time: message.created_at,
    unread_message_count: item.unread_message_count + (unread ? 1 : 0),
  };
  return list.map((entry, at) => (at === index ? updated : entry));
}
