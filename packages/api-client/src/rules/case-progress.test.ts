import { describe, expect, it } from 'vitest';

import { CASE_STATES } from '../constants';
import type { CaseStateCode } from '../constants';

import { caseProgress } from './case-progress';
import type { CaseProgressStatus } from './case-progress';

type Statuses = [CaseProgressStatus, CaseProgressStatus, CaseProgressStatus] | null;

// spec/site.md §4: steps team assignment (1), case review (2), case in progress (3); no line
// for closed, halted and the refund states.
const rows: Array<[CaseStateCode, Statuses]> = [
  ['team_assignment', ['current', 'upcoming', 'upcoming']],
  ['review', ['completed', 'current', 'upcoming']],
  ['lawyer_consultation', ['completed', 'current', 'upcoming']],
  ['deferred', ['completed', 'current', 'upcoming']],
  ['litigation_prep', ['completed', 'completed', 'current']],
  ['in_progress', ['completed', 'completed', 'current']],
  ['closed', null],
  ['halted', null],
  ['refund_received', null],
  ['refund_in_progress', null],
  ['refund_completed', null],
];

describe('caseProgress', () => {
  it('covers every state of §4', () => {
    expect(rows.map(([state]) => state).sort()).toEqual(CASE_STATES.map((s) => s.code).sort());
  });

  it.each(rows)('%s', (state, statuses) => {
    const progress = caseProgress(state);
    expect(progress?.map((step) => step.status) ?? null).toEqual(statuses);
  });

  it('labels the three steps in order', () => {
    expect(caseProgress('review')?.map(({ step, label }) => [step, label])).toEqual([
      [1, '팀 배정'],
      [2, '사건 검토'],
      [3, '사건 진행'],
    ]);
  });

  it('hides the line exactly for the closed-tab states', () => {
    for (const { code, tab } of CASE_STATES) {
      expect(caseProgress(code) === null).toBe(tab === 'closed');
    }
  });
});
