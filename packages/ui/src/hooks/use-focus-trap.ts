import { useEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab) should go instead of leaving `container`: its first (last)
 * focusable element from its last (first) one or from outside it; null lets the browser move.
 */
export function wrapFocusTarget(
  container: Element,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return null;
  const inside = active !== null && container.contains(active);
  if (backwards) return !inside || active === first ? last : null;
  return !inside || active === last ? first : null;
}

/**
 * The focused element as `container` sees it: inside a shadow root (the chat widget's)
 * document.activeElement is only the shadow host.
 */
export function activeElementFor(container: Node): Element | null {
  const root = container.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document
    ? root.activeElement
    : document.activeElement;
}

/**
 * Keeps Tab inside `ref` while `active`. A native modal <dialog> makes the page behind it
 * inert, but Tab from its last control still leaves for the browser's own controls.
 */
export function useFocusTrap(ref: RefObject<Element | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = ref.current;
      if (event.key !== 'Tab' || !container) return;
      const target = wrapFocusTarget(container, activeElementFor(container), event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
