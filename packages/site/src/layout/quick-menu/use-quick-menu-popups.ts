import { usePrefersReducedMotion } from '@lawfirm/ui';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

import { QUICK_MENU_CLOSE_FADE_MS } from './quick-menu-constants';

export type QuickMenuPopup = 'online' | 'phone';
export type PopupPhase = 'open' | 'closing' | 'closed';

export interface QuickMenuPopups {
  phases: Readonly<Record<QuickMenuPopup, PopupPhase>>;
  /** Opens one popup; the other one, if open, closes (spec/site.md §4: mutually exclusive). */
  open: (popup: QuickMenuPopup) => void;
  /** Opens a closed popup, closes an open one and gives its button focus back. */
  toggle: (popup: QuickMenuPopup) => void;
  /**
   * Fades an open popup out over 400 ms; with `returnFocus` its button then takes focus again
   * (Escape, the close button, its own button). Outside clicks and route changes do not move
   * focus: the visitor has already put it somewhere else.
   */
  close: (popup: QuickMenuPopup, options?: { returnFocus?: boolean }) => void;
  closeAll: () => void;
}

/** The buttons that open the popups, where focus returns after a close. */
export type PopupButtonRefs = Readonly<Record<QuickMenuPopup, RefObject<HTMLButtonElement | null>>>;

const POPUPS: readonly QuickMenuPopup[] = ['online', 'phone'];
const ALL_CLOSED: Record<QuickMenuPopup, PopupPhase> = { online: 'closed', phone: 'closed' };

/** spec/site.md §4 Quick menu: the two popups' open, fading and closed phases. */
export function useQuickMenuPopups(buttonRefs: PopupButtonRefs): QuickMenuPopups {
  const [phases, setPhases] = useState(ALL_CLOSED);
  const reducedMotion = usePrefersReducedMotion();
  const timers = useRef<Partial<Record<QuickMenuPopup, ReturnType<typeof setTimeout>>>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => POPUPS.forEach((popup) => clearTimeout(pending[popup]));
  }, []);

  const setPhase = (popup: QuickMenuPopup, phase: PopupPhase, only?: PopupPhase) =>
    setPhases((current) =>
      only && current[popup] !== only ? current : { ...current, [popup]: phase },
    );

  const close: QuickMenuPopups['close'] = (popup, { returnFocus = false } = {}) => {
    if (phases[popup] !== 'open') return;
    setPhase(popup, 'closing');
    clearTimeout(timers.current[popup]);
    timers.current[popup] = setTimeout(
      () => {
        // Reopened while fading: stays open.
        setPhase(popup, 'closed', 'closing');
        if (returnFocus) buttonRefs[popup].current?.focus();
      },
      // Nothing fades for a visitor who asked for less motion.
      reducedMotion ? 0 : QUICK_MENU_CLOSE_FADE_MS,
    );
  };

  const open: QuickMenuPopups['open'] = (popup) => {
    POPUPS.filter((other) => other !== popup).forEach((other) => close(other));
    clearTimeout(timers.current[popup]);
    setPhase(popup, 'open');
  };

  return {
    phases,
    open,
    toggle: (popup) =>
      phases[popup] === 'open' ? close(popup, { returnFocus: true }) : open(popup),
    close,
    closeAll: () => POPUPS.forEach((popup) => close(popup)),
  };
}
