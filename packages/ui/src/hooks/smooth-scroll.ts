import { REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';

/** spec/site.md §9 "Smooth-scroll duration 400 ms". */
export const SMOOTH_SCROLL_DURATION_MS = 400;

export interface SmoothScrollOptions {
  /** Pixels left above the target (a fixed header, the distribution anchor's 60 px). */
  offset?: number;
  durationMs?: number;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls the window so that `target` sits `offset` px below the top, over `durationMs`
 * (the browser's own smooth scroll takes no duration). Instant for reduced motion. Resolves
 * when the scroll ends; the target then takes focus if it can, for keyboard users.
 *
 * The target is measured again on every frame: when the layout changes during the scroll (a
 * web font arriving, a block above revealing, a carousel replacing a list), the last frame
 * still lands on it. The browser's scroll anchoring cannot correct a scroll that sets
 * absolute positions frame after frame.
 */
export function smoothScrollTo(
  target: Element | string,
  { offset = 0, durationMs = SMOOTH_SCROLL_DURATION_MS }: SmoothScrollOptions = {},
): Promise<void> {
  const element = typeof target === 'string' ? document.getElementById(target) : target;
  if (!element) return Promise.resolve();
  const start = window.scrollY;
  const end = () => Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  const instant = window.matchMedia(REDUCED_MOTION_QUERY).matches || durationMs <= 0;

  return new Promise((resolve) => {
    const finish = () => {
      if (
        element instanceof HTMLElement &&
        element.tabIndex >= -1 &&
        element.hasAttribute('tabindex')
      ) {
        element.focus({ preventScroll: true });
      }
      resolve();
    };
    if (instant) {
      window.scrollTo(0, end());
      finish();
      return;
    }
    const startedAt = performance.now();
    const step = (now: number) => {
      // A frame's timestamp is when the frame began, which on a busy main thread can be
      // before the click that started the scroll was handled: such a frame stays at the
      // start instead of easing backwards (away from the target) first.
      const progress = Math.min(1, Math.max(0, (now - startedAt) / durationMs));
      window.scrollTo(0, start + (end() - start) * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else finish();
    };
    requestAnimationFrame(step);
  });
}
