import { describe, expect, it } from 'vitest';

import { testBanner } from './test-banners';
import { selectVisibleBanners } from './visible-banners';

// A Wednesday, 12:00 in Seoul.
const now = new Date('2026-11-25T12:00:00+09:00');
const banners = [
  testBanner({ idx: 1, file_type: 'file_pc' }),
  testBanner({ idx: 2, file_type: 'file_mobile' }),
  testBanner({ idx: 3, file_type: 'file_pc', days: ['Sat', 'Sun'] }),
  testBanner({ idx: 4, file_type: 'file_pc' }),
  testBanner({ idx: 5, file_type: 'file_mobile', end_at: '2026-11-24' }),
  testBanner({
    idx: 6,
    file_type: 'file_mobile',
    start_hour: 13,
    start_min: 0,
    end_hour: 14,
    end_min: 0,
  }),
  testBanner({ idx: 7, file_type: 'file_mobile' }),
];

describe('selectVisibleBanners', () => {
  it.each([
    ['desktop: pc banners on schedule', true, [], [1, 4]],
    ['mobile: mobile banners on schedule', false, [], [2, 7]],
    ['desktop with one dismissed', true, [4], [1]],
    ['mobile with every one hidden', false, [2, 7], []],
  ])('%s', (_, desktop, hiddenIdx, expected) => {
    const visible = selectVisibleBanners(banners, {
      now,
      desktop,
      hidden: (idx) => (hiddenIdx as number[]).includes(idx),
    });
    expect(visible.map((banner) => banner.idx)).toEqual(expected);
  });
});
