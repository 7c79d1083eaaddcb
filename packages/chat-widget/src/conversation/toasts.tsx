import { usePrefersReducedMotion } from '@lawfirm/ui';
import { useEffect, useState } from 'react';

import { PANEL_ENTER_MS, TOAST_EXIT_MS, TOAST_MS } from '../constants';
import type { Toast } from './conversation-model';

/** spec §4 Panel views: the toast goes entering -> visible -> exiting like the panel. */
export type ToastPhase = 'entering' | 'visible' | 'exiting' | 'done';

/**
 * spec §8: "toasts ... 3000 ms, 500 ms exit". The step a toast takes by itself and when;
 * without motion (prefers-reduced-motion) it leaves at once instead of animating out.
 */
export function toastStep(
  phase: ToastPhase,
  reducedMotion: boolean,
): { to: ToastPhase; afterMs: number } | undefined {
  if (phase === 'entering') return { to: 'visible', afterMs: PANEL_ENTER_MS };
  if (phase === 'visible') return { to: 'exiting', afterMs: TOAST_MS };
  if (phase === 'exiting') return { to: 'done', afterMs: reducedMotion ? 0 : TOAST_EXIT_MS };
  return undefined;
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone(id: number): void }) {
  const [phase, setPhase] = useState<ToastPhase>('entering');
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (phase === 'done') {
      onDone(toast.id);
      return undefined;
    }
    const step = toastStep(phase, reducedMotion);
    if (!step) return undefined;
    const timer = setTimeout(() => setPhase(step.to), step.afterMs);
    return () => clearTimeout(timer);
  }, [phase, reducedMotion, onDone, toast.id]);

  return (
    <div
      className="cv-toast"
      data-kind={toast.kind}
      data-phase={phase}
      // Errors interrupt (alert); the others wait their turn (status).
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      {toast.message}
    </div>
  );
}

/** spec §8: the toasts of the conversation (success, warning, error, default). */
export function Toasts({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss(id: number): void;
}) {
  if (toasts.length === 0) return null;
  return (
    <div className="cv-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDone={onDismiss} />
      ))}
    </div>
  );
}
