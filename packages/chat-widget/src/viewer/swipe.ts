import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways to turn the page, in CSS pixels. */
export const SWIPE_MIN_PX = 48;

/**
 * The image a horizontal swipe asks for: +1 (next) for a swipe to the left, -1 for one to
 * the right, 0 for a tap, a short move or a mostly vertical one.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * spec/chat-widget.md §2: on touch screens the visitor swipes between images. Pointer events
 * of touch only (a mouse drag is not a swipe); `enabled` is false while a zoomed image pans.
 */
export function useSwipe(onStep: (step: -1 | 1) => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (!enabled || event.pointerType !== 'touch' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
