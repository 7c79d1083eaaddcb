// spec/chat-widget.md §2 Message display: "Relative time in the history list: 'just now' under
// 5 s, HH:MM under a day, 'N days ago' under a week, otherwise month and day".
import { formatTime } from '../conversation/format';

const SECOND_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** §2: "just now" under 5 s. */
export const JUST_NOW_MS = 5 * SECOND_MS;

type Instant = string | number | Date;

/** The history list's time of an entry's latest message, relative to `now`. */
export function formatRelativeTime(instant: Instant, now: Instant, timeZone?: string): string {
  const then = new Date(instant);
  const elapsed = new Date(now).getTime() - then.getTime();
  // A message stamped a moment ahead of this device's clock is still "just now".
  if (elapsed < JUST_NOW_MS) return '방금 전';
  if (elapsed < DAY_MS) return formatTime(then, timeZone);
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return `${days}일 전`;
  const parts = new Intl.DateTimeFormat('en-GB', { month: 'numeric', day: 'numeric', timeZone })
    .formatToParts(then)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${Number(parts.month)}월 ${Number(parts.day)}일`;
}
