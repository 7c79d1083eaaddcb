// spec/site.md §4 Case states: the 3-step progress line of a case card.
import { CASE_PROGRESS_STEPS } from '../constants';
import type { CaseStateCode } from '../constants';

export type CaseProgressStepNumber = (typeof CASE_PROGRESS_STEPS)[number]['step'];
export type CaseProgressStatus = 'completed' | 'current' | 'upcoming';

export interface CaseProgressStep {
  step: CaseProgressStepNumber;
  label: string;
  /** completed: a check; current: a filled ring; upcoming: an empty ring. */
  status: CaseProgressStatus;
}

/**
 * Which step each state stands at; null hides the line (§4: "only for states outside closed,
 * halted and the refund states"). The spec names the steps but not where the other states
 * fall; ours: consultation and a deferral belong to the review, litigation prep to the
 * proceedings.
 */
export const CASE_PROGRESS_STEP_OF_STATE: Readonly<
  Record<CaseStateCode, CaseProgressStepNumber | null>
> = {
  review: 2,
  team_assignment: 1,
  lawyer_consultation: 2,
  litigation_prep: 3,
  in_progress: 3,
  deferred: 2,
  closed: null,
  halted: null,
  refund_received: null,
  refund_in_progress: null,
  refund_completed: null,
};

/**
 * The progress line of a case in `state`, or null when none is shown. Steps before the
 * current one are completed, later ones upcoming; the line leading into a step is highlighted
 * when that step is not upcoming ("lines up to the current step are highlighted").
 */
export function caseProgress(state: CaseStateCode): CaseProgressStep[] | null {
  const current = CASE_PROGRESS_STEP_OF_STATE[state];
  if (current === null) return null;
  return CASE_PROGRESS_STEPS.map(({ step, label }) => ({
    step,
    label,
    status: step < current ? 'completed' : step === current ? 'current' : 'upcoming',
  }));
}
