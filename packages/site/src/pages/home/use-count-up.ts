import { usePrefersReducedMotion } from '@lawfirm/ui';
import { useEffect, useState } from 'react';

/** Ease-out cubic: quick at first, settling on the figure. */
export const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number counting from 0 up to `target` over `durationMs` once `started` (spec/site.md §2
 * statistics strip). It shows 0 until then, and the target at once for a visitor who prefers
 * reduced motion.
 */
export function useCountUp(target: number, durationMs: number, started: boolean): number {
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  const instant = reducedMotion || durationMs <= 0;

  useEffect(() => {
    if (!started || instant) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [started, instant, target, durationMs]);

  if (!started) return 0;
  return instant ? target : value;
}
