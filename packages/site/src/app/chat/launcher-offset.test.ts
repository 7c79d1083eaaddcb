import { describe, expect, it } from 'vitest';

import { QUICK_BAR_HEIGHT_PX, launcherOffset } from './launcher-offset';

describe('launcherOffset', () => {
  it.each([
    [0, false, 0],
    [60, false, 60],
    [0, true, QUICK_BAR_HEIGHT_PX],
    [60, true, 60 + QUICK_BAR_HEIGHT_PX],
  ])('banner %i px, bottom bar %s -> %i px', (banner, bar, expected) => {
    expect(launcherOffset(banner, bar)).toBe(expected);
  });
});
