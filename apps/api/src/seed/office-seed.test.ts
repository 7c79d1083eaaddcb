import { describe, expect, it } from 'vitest';

import { REGIONS, VIDEO_DIRECTION_OFFICE_KEYS } from '../db/constants';
import { OFFICE_SEED } from './office-seed';
import { STATISTICS_SEED } from './statistics-seed';

const { regions, offices } = OFFICE_SEED;

describe('OFFICE_SEED', () => {
  it('has the 12 regions of spec/site.md §2, each with at least one office', () => {
    expect(regions.map((region) => region.key)).toEqual(REGIONS.map((region) => region.key));
    for (const region of regions) {
      expect(
        offices.some((office) => office.regionKey === region.key),
        region.key,
      ).toBe(true);
    }
  });

  it('includes the video-direction keys, and only they have a video link', () => {
    const keys = offices.map((office) => office.key);
    for (const key of VIDEO_DIRECTION_OFFICE_KEYS) expect(keys).toContain(key);
    const withVideo = offices.filter((office) => office.videoUrl).map((office) => office.key);
    expect(new Set(withVideo)).toEqual(new Set(VIDEO_DIRECTION_OFFICE_KEYS));
  });

  it('fills every field the office panel shows, hours and parking split on pipes', () => {
    for (const office of offices) {
      expect(office.worktime.split('|').length, office.key).toBeGreaterThanOrEqual(2);
      expect(office.parkingInfo.split('|').length).toBeGreaterThanOrEqual(2);
      expect(office.tel).toMatch(/^0\d{1,2}-[1-9]\d{2,3}-\d{4}$/);
      expect(office.placeId).toMatch(/^\d+$/);
      expect(office.address).toMatch(/[가-힣]/);
    }
    expect(new Set(offices.map((office) => office.placeId)).size).toBe(offices.length);
    expect(new Set(offices.map((office) => office.brCode)).size).toBe(offices.length);
  });

  it('keeps at most 6 offices per region, as the grid shows', () => {
    for (const region of regions) {
      expect(
        offices.filter((office) => office.regionKey === region.key).length,
      ).toBeLessThanOrEqual(6);
    }
  });

  it('counts the offices in the statistics', () => {
    expect(STATISTICS_SEED.officeCnt).toBe(offices.length);
  });
});
