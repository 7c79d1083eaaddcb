import { useEffect, useState } from 'react';

import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface UseRotatingIndexOptions {
  /** Holds the index where it is (hover, focus inside). */
  paused?: boolean;
  /** Index to start from. */
  initial?: number;
}

/**
 * An index that steps 0, 1, …, count - 1, 0, … every `intervalMs` (the quick menu's tab
 * highlight, the vision cards, the precision-assignment cards). It stands still while
 * paused and when the visitor prefers reduced motion; `select` moves it by hand.
 */
export function useRotatingIndex(
  count: number,
  intervalMs: number,
  { paused = false, initial = 0 }: UseRotatingIndexOptions = {},
): [index: number, select: (index: number) => void] {
  const [index, setIndex] = useState(initial);
  const reducedMotion = usePrefersReducedMotion();
  const still = paused || reducedMotion || count < 2;

  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [still, count, intervalMs]);

  return [index % Math.max(count, 1), setIndex];
}
