import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * How many of the ascending `thresholds` the element has reached so far (0 to the number of
 * thresholds), never going back: spec/site.md §2's statistics strip fades in its parts at
 * 60, 65, 70 and 75% visibility and starts counting at the first. Without
 * IntersectionObserver every stage counts as reached, so nothing is left hidden.
 */
export function useVisibilityStages(
  ref: RefObject<Element | null>,
  thresholds: readonly number[],
): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time fallback, not a sync loop
      setStage(thresholds.length);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        const reached = thresholds.filter((fraction) => entry.intersectionRatio >= fraction).length;
        setStage((current) => Math.max(current, reached));
        if (reached === thresholds.length) observer.disconnect();
      },
      { threshold: [...thresholds] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, thresholds]);
  return stage;
}
