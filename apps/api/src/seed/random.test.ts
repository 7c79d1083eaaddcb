import { describe, expect, it } from 'vitest';

import { addDays, createRandom, cycle, randomInt, seoulMorning } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed, and another for another seed', () => {
    const take = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, random);
    };
    expect(take(1)).toEqual(take(1));
    expect(take(1)).not.toEqual(take(2));
    expect(take(1).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('draws whole numbers within the bounds, both included', () => {
    const random = createRandom(3);
    const values = new Set(Array.from({ length: 500 }, () => randomInt(random, 1, 3)));
    expect(values).toEqual(new Set([1, 2, 3]));
  });
});

describe('date helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('gives 09:00 Seoul time, which is midnight UTC', () => {
    expect(seoulMorning('2025-01-01', 1).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
});

describe('cycle', () => {
  it('wraps past the end and refuses an empty list', () => {
    expect(cycle(['a', 'b'], 3)).toBe('b');
    expect(() => cycle([], 0)).toThrow('non-empty');
  });
});
