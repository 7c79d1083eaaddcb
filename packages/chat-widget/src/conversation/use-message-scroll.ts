import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

import { LIVE_MESSAGE_SCROLL_DELAY_MS, LOAD_OLDER_SCROLL_RATIO } from '../constants';

/** How close to the bottom still counts as reading the latest messages (px). */
const BOTTOM_SLACK_PX = 24;
/** Events by which the visitor scrolls the log, and how long a scroll after one is theirs. */
const VISITOR_SCROLL_INPUTS = ['wheel', 'touchmove', 'keydown', 'pointerdown', 'pointermove'];
const VISITOR_SCROLL_WINDOW_MS = 1500;

/** spec §4: "Older messages load when the scroll is within 5 percent of the top". */
export function isNearTop(scrollTop: number, scrollHeight: number, clientHeight: number): boolean {
  const range = scrollHeight - clientHeight;
  if (range <= 0) return false;
  return scrollTop <= range * LOAD_OLDER_SCROLL_RATIO;
}

export interface MessageScrollOptions {
  /** Identifies the first and the last item shown (message numbers, outgoing ids). */
  firstKey: string | number | null;
  lastKey: string | number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
}

/**
 * spec §4 Conversation rules: loads older messages near the top without the view jumping
 * (the distance from the bottom is kept across the prepend), and scrolls to the bottom about
 * 200 ms after a new last message.
 */
export function useMessageScroll(
  scrollerRef: RefObject<HTMLElement | null>,
  { firstKey, lastKey, hasOlder, loadingOlder, loadOlder }: MessageScrollOptions,
) {
  const offsetFromBottom = useRef<number | null>(null);
  const shownFirst = useRef(firstKey);
  const shownLast = useRef<typeof lastKey | undefined>(undefined);
  // Whether the visitor is reading the latest messages: then a resize (a phone turned, the
  // window crossing the desktop breakpoint) keeps the bottom in view.
  const atBottom = useRef(true);
  const lastScrollTop = useRef(0);
  // When the visitor last gave scrolling input (wheel, touch, keys, the scroll bar); a scroll
  // event long after it comes from a layout change or from this hook.
  const visitorInputAt = useRef(Number.NEGATIVE_INFINITY);

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // Only the visitor scrolling up leaves the bottom. A scroll event caused by the layout (a
    // resize clamping scrollTop, a part above the log growing) reads a distance from the
    // bottom that no one scrolled to, and must not unpin the view.
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX)
      atBottom.current = true;
    else if (
      el.scrollTop < lastScrollTop.current &&
      performance.now() - visitorInputAt.current < VISITOR_SCROLL_WINDOW_MS
    )
      atBottom.current = false;
    lastScrollTop.current = el.scrollTop;
    if (!hasOlder || loadingOlder) return;
    if (!isNearTop(el.scrollTop, el.scrollHeight, el.clientHeight)) return;
    offsetFromBottom.current = el.scrollHeight - el.scrollTop;
    loadOlder();
  }, [scrollerRef, hasOlder, loadingOlder, loadOlder]);

  // Before paint, so the prepended page never flashes at the wrong place.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (firstKey === shownFirst.current) return;
    shownFirst.current = firstKey;
    if (el && offsetFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - offsetFromBottom.current;
      offsetFromBottom.current = null;
    }
  }, [scrollerRef, firstKey]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    // The box and what it holds: the log grows as text rewraps at a new width or an image loads.
    const resizes = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(el);
      for (const child of Array.from(el.children)) resizes.observe(child);
    };
    observeAll();
    const children = new MutationObserver(observeAll);
    children.observe(el, { childList: true });
    const visitorInput = (event: Event) => {
      // A pointer moving with no button held is not dragging the scroll bar.
      if (event.type === 'pointermove' && (event as PointerEvent).buttons === 0) return;
      visitorInputAt.current = performance.now();
    };
    for (const type of VISITOR_SCROLL_INPUTS)
      el.addEventListener(type, visitorInput, { passive: true });
    return () => {
      children.disconnect();
      resizes.disconnect();
      for (const type of VISITOR_SCROLL_INPUTS) el.removeEventListener(type, visitorInput);
    };
  }, [scrollerRef]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || lastKey === shownLast.current) return undefined;
    // The first messages shown (on mount, or once start-up loaded them) open at the bottom.
    const first = shownLast.current === undefined || shownLast.current === null;
    shownLast.current = lastKey;
    const toBottom = () => {
      el.scrollTop = el.scrollHeight;
    };
    // The first page opens at the bottom at once; later messages after the spec's delay, so
    // images and the layout settle first.
    if (first) {
      toBottom();
      return undefined;
    }
    const timer = setTimeout(toBottom, LIVE_MESSAGE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollerRef, lastKey]);

  return onScroll;
}
