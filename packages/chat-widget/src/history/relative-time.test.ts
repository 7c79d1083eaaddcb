import { describe, expect, it } from 'vitest';

import { formatRelativeTime } from './relative-time';

const SEOUL = 'Asia/Seoul';
// 2026-11-26 15:30:00 in Seoul.
const now = Date.parse('2026-11-26T06:30:00Z');
const ago = (ms: number) => now - ms;
const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

describe('formatRelativeTime (spec §2 history list)', () => {
  it.each([
    ['at the same moment', 0, '방금 전'],
    ['4.999 s before', 5 * SECOND - 1, '방금 전'],
    ['a moment ahead of the device clock', -2 * SECOND, '방금 전'],
    ['5 s before', 5 * SECOND, '15:29'],
    ['3 hours before', 3 * HOUR, '12:30'],
    ['just under a day before (the day before, in Seoul)', DAY - 1, '15:30'],
    ['a day before', DAY, '1일 전'],
    ['6 days 23 hours before', 7 * DAY - HOUR, '6일 전'],
    ['a week before', 7 * DAY, '11월 19일'],
    ['in another year', 400 * DAY, '10월 22일'],
  ])('%s -> %s', (_, elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now, SEOUL)).toBe(expected);
  });

  it('reads the ISO strings the api sends', () => {
    expect(formatRelativeTime('2026-11-26T06:00:00Z', '2026-11-26T06:30:00Z', SEOUL)).toBe('15:00');
  });
});
