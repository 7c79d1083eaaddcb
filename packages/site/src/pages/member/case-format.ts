// How a case's dates and amounts read (spec/site.md §3 Case item, §4 refund cards).
import type { CaseStateCode } from '@lawfirm/api-client';
import { CASE_STATES } from '@lawfirm/api-client';

import { formatCount } from '../../lib/format-count';

/** A day of the api (YYYY-MM-DD) as Korean boards write it: 2025.01.06. */
export function formatCaseDate(day: string): string {
  return day.replaceAll('-', '.');
}

/** An amount in won with Korean digit grouping: 1,200,000원. */
export function formatWon(amount: number): string {
  return `${formatCount(amount)}원`;
}

/** §4 Case states: the user label of a state. */
export function caseStateLabel(state: CaseStateCode): string {
  return CASE_STATES.find((entry) => entry.code === state)?.label ?? state;
}

/** The list tab a state belongs to (the api files it there too). */
export function caseTabOfState(state: CaseStateCode) {
  return CASE_STATES.find((entry) => entry.code === state)?.tab ?? 'ongoing';
}

/**
 * The badge's colour family: ongoing work, a pause (deferred), the end of a case (closed,
 * halted) and the refund states.
 */
export type CaseBadgeTone = 'ongoing' | 'paused' | 'ended' | 'refund';

export function caseBadgeTone(state: CaseStateCode): CaseBadgeTone {
  if (state === 'deferred') return 'paused';
  if (state === 'closed' || state === 'halted') return 'ended';
  if (state.startsWith('refund_')) return 'refund';
  return 'ongoing';
}
