import { useEffect } from 'react';

/**
 * spec/chat-widget.md §2: on mobile the panel is full screen and page scroll is locked while
 * it is open. The host page's own overflow value is restored afterwards.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [active]);
}
