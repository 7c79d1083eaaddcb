import { useEffect } from 'react';

// Locks are counted: the panel (on mobile) and the image viewer may both hold one, and the
// host page's own overflow value comes back only when the last is released, in any order.
let holders = 0;
let pageOverflow = '';

/**
 * spec/chat-widget.md §2: on mobile the panel is full screen and page scroll is locked while
 * it is open; the image viewer covers the page likewise. The host page's own overflow value
 * is restored afterwards.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const { style } = document.documentElement;
    if (holders === 0) {
      pageOverflow = style.overflow;
      style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) style.overflow = pageOverflow;
    };
  }, [active]);
}
