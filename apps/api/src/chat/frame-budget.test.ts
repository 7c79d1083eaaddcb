// The socket's frame budget, on a clock the test moves.
import { describe, expect, it } from 'vitest';

import { createFrameBudget } from './frame-budget';

function budgetAt(burst: number, perSecond: number) {
  let time = 1_000_000;
  const budget = createFrameBudget({ burst, perSecond }, () => time);
  return {
    /** Frames spent in a row until the first refusal (at most `limit`). */
    spendable(limit = 1_000) {
      let spent = 0;
      while (spent < limit && budget.spend()) spent += 1;
      return spent;
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('frame budget', () => {
  it('allows the burst at once and refuses the next frame', () => {
    const budget = budgetAt(30, 1);
    expect(budget.spendable()).toBe(30);
    expect(budget.spendable()).toBe(0);
  });

  it.each([
    { waitMs: 999, frames: 0 },
    { waitMs: 1_000, frames: 1 },
    { waitMs: 5_500, frames: 5 },
    { waitMs: 3_600_000, frames: 30 },
  ])(
    'refills at its rate, never past the burst: $frames after $waitMs ms',
    ({ waitMs, frames }) => {
      const budget = budgetAt(30, 1);
      budget.spendable();
      budget.advance(waitMs);
      expect(budget.spendable()).toBe(frames);
    },
  );

  it('keeps a steady sender at its rate within budget indefinitely', () => {
    const budget = budgetAt(3, 2);
    for (let second = 0; second < 100; second += 1) {
      expect(budget.spendable(2)).toBe(2);
      budget.advance(1_000);
    }
  });
});
