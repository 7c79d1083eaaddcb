// Unread messages per inquiry. The api's list gives each inquiry's last_message_number, and the
// feed says when a message arrives (inquiry.changed with cause message.created), so: an inquiry
// is unread while its last message is newer than the last one this counsellor saw, and the
// count is the messages announced since then. The list alone cannot count messages that came
// while the console was closed (it then shows "새 메시지" without a number).
import { create } from 'zustand';

export interface UnreadEntry {
  /** The last message number seen in the open conversation. */
  seen: number;
  /** Messages announced by the feed since. */
  count: number;
}

export interface UnreadState {
  entries: Record<number, UnreadEntry>;
  /** The feed announced a message in `inquiry` (not the one open). */
  messageArrived(inquiry: number): void;
  /** The conversation was shown up to `lastMessage`. */
  seen(inquiry: number, lastMessage: number): void;
  reset(): void;
}

export function unreadReducer(
  entries: Record<number, UnreadEntry>,
  action: { type: 'arrived'; inquiry: number } | { type: 'seen'; inquiry: number; last: number },
): Record<number, UnreadEntry> {
  const entry = entries[action.inquiry] ?? { seen: 0, count: 0 };
  if (action.type === 'arrived') {
    return { ...entries, [action.inquiry]: { ...entry, count: entry.count + 1 } };
  }
  if (action.last < entry.seen) return entries;
  return { ...entries, [action.inquiry]: { seen: action.last, count: 0 } };
}

/** What the list shows for an inquiry: a count, "new" without one, or nothing. */
export function unreadOf(
  entry: UnreadEntry | undefined,
  lastMessageNumber: number,
): { unread: boolean; count: number } {
  if (!entry) return { unread: false, count: 0 };
  if (entry.count > 0) return { unread: true, count: entry.count };
  return { unread: entry.seen > 0 && lastMessageNumber > entry.seen, count: 0 };
}

export const useUnreadStore = create<UnreadState>()((set) => ({
  entries: {},
  messageArrived: (inquiry) =>
    set(({ entries }) => ({ entries: unreadReducer(entries, { type: 'arrived', inquiry }) })),
  seen: (inquiry, last) =>
    set(({ entries }) => ({ entries: unreadReducer(entries, { type: 'seen', inquiry, last }) })),
  reset: () => set({ entries: {} }),
}));
