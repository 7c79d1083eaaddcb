import { useEffect, useState } from 'react';

import { PANEL_ENTER_MS, PANEL_EXIT_MS, type PanelPhase } from '../constants';

// spec/chat-widget.md §4 Panel views: hidden -> entering (50 ms) -> visible -> exiting
// (300 ms) -> hidden. The phases let CSS animate in and out before the panel unmounts.

/** Where the panel goes when the open flag is (still) `open`. */
export function phaseForOpen(phase: PanelPhase, open: boolean): PanelPhase {
  if (open) return phase === 'hidden' || phase === 'exiting' ? 'entering' : phase;
  return phase === 'entering' || phase === 'visible' ? 'exiting' : phase;
}

/** The step a phase takes by itself after a delay, if any. */
export function timedStep(phase: PanelPhase): { to: PanelPhase; afterMs: number } | undefined {
  if (phase === 'entering') return { to: 'visible', afterMs: PANEL_ENTER_MS };
  if (phase === 'exiting') return { to: 'hidden', afterMs: PANEL_EXIT_MS };
  return undefined;
}

export function usePanelPhase(open: boolean): PanelPhase {
  const [phase, setPhase] = useState<PanelPhase>('hidden');
  const target = phaseForOpen(phase, open);
  // Adjusting state while rendering (not in an effect) shows the new phase in the same paint.
  if (target !== phase) setPhase(target);

  useEffect(() => {
    const step = timedStep(phase);
    if (!step) return undefined;
    const timer = setTimeout(() => setPhase(step.to), step.afterMs);
    return () => clearTimeout(timer);
  }, [phase]);

  return target;
}
