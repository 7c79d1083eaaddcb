import { describe, expect, it } from 'vitest';

import { SWIPE_MIN_PX, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('goes to the next image on a swipe to the left and back on one to the right', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(120, 10)).toBe(-1);
  });

  it('ignores taps and short moves', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(SWIPE_MIN_PX - 1, 0)).toBe(0);
  });

  it('ignores a mostly vertical move', () => {
    expect(swipeStep(-60, 50)).toBe(0);
    expect(swipeStep(-90, 50)).toBe(1);
  });
});
