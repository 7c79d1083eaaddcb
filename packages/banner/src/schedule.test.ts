import { describe, expect, it } from 'vitest';
import { isBannerScheduled, type BannerSchedule } from './schedule';

const everyDay: BannerSchedule['days'] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const allMarch: BannerSchedule = {
  start_at: '2025-03-01',
  end_at: '2025-03-31',
  days: everyDay,
  start_hour: null,
  start_min: null,
  end_hour: null,
  end_min: null,
};

/** A wall-clock time in Seoul (UTC+9 all year: Korea has no daylight saving time). */
const seoul = (localDateTime: string) => new Date(`${localDateTime}:00+09:00`);

const window = (startHour: number, startMin: number, endHour: number, endMin: number) => ({
  ...allMarch,
  start_hour: startHour,
  start_min: startMin,
  end_hour: endHour,
  end_min: endMin,
});

// 2025-03-09 is a Sunday and 2025-03-10 a Monday.
const cases: Array<[string, BannerSchedule, Date, boolean]> = [
  ['all day inside the date range', allMarch, seoul('2025-03-15T12:00'), true],
  ['before the date range', allMarch, seoul('2025-02-28T12:00'), false],
  ['after the date range', allMarch, seoul('2025-04-01T00:00'), false],

  // The UTC date is still the 9th, but in Seoul it is already 00:30 on the 10th.
  [
    'UTC instant already the next day in Seoul: past end_at',
    { ...allMarch, end_at: '2025-03-09' },
    new Date('2025-03-09T15:30:00Z'),
    false,
  ],
  [
    'UTC instant already the next day in Seoul: reaches start_at',
    { ...allMarch, start_at: '2025-03-10' },
    new Date('2025-03-09T15:30:00Z'),
    true,
  ],
  [
    'UTC instant already the next day in Seoul: weekday is Monday',
    { ...allMarch, days: ['Mon'] },
    new Date('2025-03-09T15:30:00Z'),
    true,
  ],
  [
    'UTC instant already the next day in Seoul: not Sunday any more',
    { ...allMarch, days: ['Sun'] },
    new Date('2025-03-09T15:30:00Z'),
    false,
  ],

  [
    'first minute of start_at',
    { ...allMarch, start_at: '2025-03-10' },
    seoul('2025-03-10T00:00'),
    true,
  ],
  [
    'last minute before start_at',
    { ...allMarch, start_at: '2025-03-10' },
    seoul('2025-03-09T23:59'),
    false,
  ],
  ['last minute of end_at', { ...allMarch, end_at: '2025-03-10' }, seoul('2025-03-10T23:59'), true],
  [
    'first minute after end_at',
    { ...allMarch, end_at: '2025-03-10' },
    seoul('2025-03-11T00:00'),
    false,
  ],
  [
    'date-time strings are read by their date',
    { ...allMarch, start_at: '2025-03-10 00:00:00', end_at: '2025-03-10 00:00:00' },
    seoul('2025-03-10T18:00'),
    true,
  ],

  [
    'weekday listed',
    { ...allMarch, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    seoul('2025-03-14T12:00'),
    true,
  ],
  [
    'weekday excluded (Saturday)',
    { ...allMarch, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    seoul('2025-03-15T12:00'),
    false,
  ],
  [
    'weekday excluded (Sunday)',
    { ...allMarch, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    seoul('2025-03-16T12:00'),
    false,
  ],
  ['no weekday listed', { ...allMarch, days: [] }, seoul('2025-03-15T12:00'), false],

  ['09:00-18:00 at the start minute', window(9, 0, 18, 0), seoul('2025-03-15T09:00'), true],
  [
    '09:00-18:00 one minute before the start',
    window(9, 0, 18, 0),
    seoul('2025-03-15T08:59'),
    false,
  ],
  ['09:00-18:00 at the end minute', window(9, 0, 18, 0), seoul('2025-03-15T18:00'), true],
  ['09:00-18:00 one minute after the end', window(9, 0, 18, 0), seoul('2025-03-15T18:01'), false],

  ['23:30-00:30 at the start minute', window(23, 30, 0, 30), seoul('2025-03-15T23:30'), true],
  [
    '23:30-00:30 one minute before the start',
    window(23, 30, 0, 30),
    seoul('2025-03-15T23:29'),
    false,
  ],
  ['23:30-00:30 at midnight', window(23, 30, 0, 30), seoul('2025-03-15T00:00'), true],
  ['23:30-00:30 at the end minute', window(23, 30, 0, 30), seoul('2025-03-15T00:30'), true],
  ['23:30-00:30 one minute after the end', window(23, 30, 0, 30), seoul('2025-03-15T00:31'), false],
  ['23:30-00:30 at noon', window(23, 30, 0, 30), seoul('2025-03-15T12:00'), false],

  [
    'null minutes beside set hours count as :00 (inside)',
    { ...window(9, 0, 18, 0), start_min: null, end_min: null },
    seoul('2025-03-15T18:00'),
    true,
  ],
  [
    'null minutes beside set hours count as :00 (outside)',
    { ...window(9, 0, 18, 0), start_min: null, end_min: null },
    seoul('2025-03-15T18:01'),
    false,
  ],
  [
    'a null hour means all day',
    { ...window(9, 0, 18, 0), start_hour: null },
    seoul('2025-03-15T03:00'),
    true,
  ],

  [
    'unreadable start_at is never shown',
    { ...allMarch, start_at: 'soon' },
    seoul('2025-03-15T12:00'),
    false,
  ],
  ['empty end_at is never shown', { ...allMarch, end_at: '' }, seoul('2025-03-15T12:00'), false],
];

describe('isBannerScheduled (spec/site.md §4 Banner visibility)', () => {
  it.each(cases)('%s', (_name, banner, now, expected) => {
    expect(isBannerScheduled(banner, now)).toBe(expected);
  });

  it('reads Seoul time whatever the time zone of the machine', () => {
    // vitest.config.ts runs these tests in New York time, so code reading local time fails.
    expect(new Date('2025-03-09T15:00:00Z').getTimezoneOffset()).not.toBe(-540);
    // 14:59Z and 15:00Z on the 9th straddle midnight in Seoul.
    const onlyTheNinth = { ...allMarch, start_at: '2025-03-09', end_at: '2025-03-09' };
    expect(isBannerScheduled(onlyTheNinth, new Date('2025-03-09T14:59:00Z'))).toBe(true);
    expect(isBannerScheduled(onlyTheNinth, new Date('2025-03-09T15:00:00Z'))).toBe(false);
  });
});
