import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface UseInViewOptions {
  /** The fraction of the element that must be seen, 0 to 1 (spec/site.md §4: 0.1 to 1). */
  threshold?: number;
  /** Stop watching once seen, so the answer stays true (spec/site.md §4 "and stay visible"). */
  once?: boolean;
}

/**
 * Whether the element has been (once: true) or is (once: false) at least `threshold` visible.
 * Without IntersectionObserver (old browsers, jsdom) it answers true, so content is never
 * left hidden.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0, once = true }: UseInViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer to wait for: show the content after the first paint rather than never.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time fallback, not a sync loop
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // isIntersecting alone is true at any overlap; the ratio holds the threshold.
        const seen = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (seen && once) {
          setInView(true);
          observer.disconnect();
        } else if (!once) {
          setInView(seen);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, once]);

  return inView;
}
