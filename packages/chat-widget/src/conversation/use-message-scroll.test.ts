import { describe, expect, it } from 'vitest';

import { isNearTop } from './use-message-scroll';

describe('isNearTop (spec §4: within 5 percent of the top)', () => {
  it.each([
    [0, 1400, 400, true],
    [50, 1400, 400, true],
    [51, 1400, 400, false],
    [600, 1400, 400, false],
    [0, 400, 400, false],
  ])('scrollTop %i of %i (client %i) -> %s', (top, height, client, expected) => {
    expect(isNearTop(top, height, client)).toBe(expected);
  });
});
