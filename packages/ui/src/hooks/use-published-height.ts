import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps the element's own height (px) in the CSS custom property `name` on it, for layout rules
 * that depend on it: a sticky column taller than the window sticks by its bottom instead of
 * being cut (its `top` computed from the height in CSS). Without ResizeObserver (old browsers,
 * jsdom) nothing is published and the CSS's fallback applies.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, name: `--${string}`) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      element.style.setProperty(name, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.style.removeProperty(name);
    };
  }, [ref, name]);
}
