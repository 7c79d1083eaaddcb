// spec/site.md §4 Sign-up: a refused choice shows a tooltip for 2 s (§9), or until an outside
// click or a resize. Escape dismisses it too (WCAG 1.4.13: a message that appears on its own
// can be dismissed from the keyboard).
import { useCallback, useEffect, useState } from 'react';

import { LIMIT_TOOLTIP_MS } from './sign-up-copy';

export interface LimitTooltip<Key> {
  /** The choice the tooltip points at, or null when it is hidden. */
  anchor: Key | null;
  /** Shows the tooltip at `anchor` (again) for another 2 s. */
  show: (anchor: Key) => void;
}

export function useLimitTooltip<Key>(): LimitTooltip<Key> {
  // A fresh object per show, so that a second refusal on the same chip restarts the timer.
  const [shown, setShown] = useState<{ anchor: Key } | null>(null);
  const show = useCallback((anchor: Key) => setShown({ anchor }), []);

  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const timer = window.setTimeout(hide, LIMIT_TOOLTIP_MS);
    // The click that showed the tooltip has already passed: the next pointer-down is outside.
    document.addEventListener('pointerdown', hide);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', hide);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', hide);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', hide);
    };
  }, [shown]);

  return { anchor: shown ? shown.anchor : null, show };
}
