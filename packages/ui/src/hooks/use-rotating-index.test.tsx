import { setReducedMotion } from '@repo/vitest-config/match-media';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRotatingIndex } from './use-rotating-index';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRotatingIndex', () => {
  it('steps 0, 1, 2 and back to 0 every interval', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3_000));
    const seen = [result.current[0]];
    for (let step = 0; step < 4; step += 1) {
      act(() => vi.advanceTimersByTime(3_000));
      seen.push(result.current[0]);
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
  });

  it('does not move before a whole interval has passed', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3_000));
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current[0]).toBe(0);
  });

  it('stands still while paused and goes on after', () => {
    const { result, rerender } = renderHook(
      ({ paused }) => useRotatingIndex(4, 2_000, { paused }),
      {
        initialProps: { paused: true },
      },
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current[0]).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current[0]).toBe(1);
  });

  it('stands still for reduced motion', () => {
    setReducedMotion(true);
    const { result } = renderHook(() => useRotatingIndex(3, 1_000));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current[0]).toBe(0);
  });

  it('selects by hand and rotates on from there', () => {
    const { result } = renderHook(() => useRotatingIndex(6, 2_500));
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    act(() => vi.advanceTimersByTime(2_500 * 2));
    expect(result.current[0]).toBe(0);
  });
});
