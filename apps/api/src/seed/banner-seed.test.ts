import { describe, expect, it } from 'vitest';

import { BANNER_FILE_TYPES, BANNER_WEEKDAYS } from '../db/constants';
import { BANNER_SEED } from './banner-seed';

const minutes = (hour: number | null | undefined, minute: number | null | undefined) =>
  (hour ?? 0) * 60 + (minute ?? 0);
const isAllDay = (banner: (typeof BANNER_SEED)[number]) =>
  [banner.startHour, banner.startMin, banner.endHour, banner.endMin].every(
    (value) => value == null,
  );
const today = new Date().toISOString().slice(0, 10);

describe('BANNER_SEED', () => {
  it('has date ranges that are past, current and future today', () => {
    expect(BANNER_SEED.some((banner) => banner.endAt < today)).toBe(true);
    expect(BANNER_SEED.some((banner) => banner.startAt <= today && today <= banner.endAt)).toBe(
      true,
    );
    expect(BANNER_SEED.some((banner) => banner.startAt > today)).toBe(true);
    expect(BANNER_SEED.some((banner) => banner.startAt === banner.endAt)).toBe(true);
  });

  it('has every weekday somewhere, full weeks and partial lists', () => {
    const lists = BANNER_SEED.map((banner) => banner.days);
    expect(lists.some((days) => days.length === 7)).toBe(true);
    expect(lists.some((days) => days.length === 1)).toBe(true);
    expect(lists.some((days) => days.length > 1 && days.length < 7)).toBe(true);
    expect(new Set(lists.flat())).toEqual(new Set(BANNER_WEEKDAYS));
  });

  it('has all-day banners, plain windows and windows wrapping midnight', () => {
    const windows = BANNER_SEED.filter((banner) => !isAllDay(banner));
    expect(BANNER_SEED.some(isAllDay)).toBe(true);
    const start = (banner: (typeof windows)[number]) => minutes(banner.startHour, banner.startMin);
    const end = (banner: (typeof windows)[number]) => minutes(banner.endHour, banner.endMin);
    expect(windows.some((banner) => start(banner) < end(banner))).toBe(true);
    expect(windows.some((banner) => start(banner) > end(banner))).toBe(true);
    // A wrapping window with minutes on both ends, and a window that is not on the hour.
    expect(
      windows.some(
        (banner) =>
          start(banner) > end(banner) && (banner.startMin ?? 0) > 0 && (banner.endMin ?? 0) > 0,
      ),
    ).toBe(true);
  });

  it('has pc and mobile files, internal and external links, in this and a new tab', () => {
    expect(new Set(BANNER_SEED.map((banner) => banner.fileType))).toEqual(
      new Set(BANNER_FILE_TYPES),
    );
    const internal = BANNER_SEED.filter((banner) => banner.pLink.startsWith('/'));
    const external = BANNER_SEED.filter((banner) => /^https?:\/\//.test(banner.pLink));
    expect(internal.length + external.length).toBe(BANNER_SEED.length);
    expect(internal.some((banner) => banner.linkType === '_self')).toBe(true);
    expect(internal.some((banner) => banner.linkType === '_blank')).toBe(true);
    expect(external.some((banner) => banner.linkType === '_blank')).toBe(true);
  });

  it('has several colours, stored as hex without #', () => {
    expect(BANNER_SEED.every((banner) => /^[0-9A-F]{6}$/.test(banner.colorCode))).toBe(true);
    expect(new Set(BANNER_SEED.map((banner) => banner.colorCode)).size).toBeGreaterThanOrEqual(5);
  });

  it('names each image file after its banner and type', () => {
    for (const banner of BANNER_SEED) {
      expect(banner.saveFileName).toBe(
        `banner-${String(banner.idx).padStart(2, '0')}-${banner.fileType === 'file_pc' ? 'pc' : 'mobile'}.svg`,
      );
      expect(banner.fileAlt).toMatch(/[가-힣]/);
    }
  });
});
