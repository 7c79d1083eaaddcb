import type { BANNER_WEEKDAYS } from '@lawfirm/api-client';
import type { PopupBanner } from '@lawfirm/api-client/site-core';

import { BANNER_TIME_ZONE } from './constants';

export type BannerWeekday = (typeof BANNER_WEEKDAYS)[number];

/** The schedule fields of a popup banner (spec/site.md §3), as the api sends them. */
export type BannerSchedule = Pick<
  PopupBanner,
  'start_at' | 'end_at' | 'days' | 'start_hour' | 'start_min' | 'end_hour' | 'end_min'
>;

interface SeoulClock {
  /** `YYYY-MM-DD`, so that dates compare as strings. */
  date: string;
  weekday: string;
  /** Minutes since midnight. */
  minutes: number;
}

// Built once: creating Intl formatters is costly, and this one holds no browser state,
// so module scope is safe for server rendering. en-US gives the spec's "Mon", "Tue", …;
// h23 keeps midnight as 00 (some engines print 24 with hour12: false).
const seoulFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BANNER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function seoulClock(now: Date): SeoulClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of seoulFormatter.formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const DATE_PART = /^\d{4}-\d{2}-\d{2}/;

function datePart(value: string): string | null {
  return DATE_PART.exec(value)?.[0] ?? null;
}

function withinTimeWindow(banner: BannerSchedule, minutes: number): boolean {
  // spec/site.md §3: null hours mean all day. A window needs both hours; a missing
  // minute beside a set hour counts as :00.
  if (banner.start_hour === null || banner.end_hour === null) return true;
  const start = banner.start_hour * 60 + (banner.start_min ?? 0);
  const end = banner.end_hour * 60 + (banner.end_min ?? 0);
  if (start <= end) return minutes >= start && minutes <= end;
  // spec/site.md §4: a window wrapping past midnight is valid at or after the start
  // or at or before the end.
  return minutes >= start || minutes <= end;
}

/**
 * spec/site.md §4 Banner visibility: whether the banner's schedule lets it show at `now`.
 * Today's Seoul date must lie within start_at and end_at inclusive, today's Seoul weekday
 * must be in `days`, and the Seoul time must lie within the hour/minute window (to the
 * minute). Dismissal is a separate rule. A banner whose dates cannot be read is not shown.
 */
export function isBannerScheduled(banner: BannerSchedule, now: Date): boolean {
  const start = datePart(banner.start_at);
  const end = datePart(banner.end_at);
  if (start === null || end === null) return false;

  const clock = seoulClock(now);
  if (clock.date < start || clock.date > end) return false;
  if (!banner.days.some((day) => day === clock.weekday)) return false;
  return withinTimeWindow(banner, clock.minutes);
}
