import { describe, expect, it } from 'vitest';

import { quickMenuBottomOffset } from './quick-menu-offset';

describe('quickMenuBottomOffset (spec/site.md §9)', () => {
  it.each([
    [false, 0, 120],
    [true, 0, 150],
    [false, 60, 180],
    [true, 150, 300],
    // A banner that reports no size (or a bogus negative one) adds nothing.
    [false, -5, 120],
  ])('wide=%s, banner %i px -> %i px', (wide, banner, offset) => {
    expect(quickMenuBottomOffset(wide, banner)).toBe(offset);
  });
});
