import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion: reveals, count-ups and autoplay
 * then stay still (DESIGN.md §8 "reduced-motion respected"). The server assumes motion is fine.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
