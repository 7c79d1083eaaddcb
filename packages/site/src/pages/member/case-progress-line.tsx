import { caseProgress } from '@lawfirm/api-client/site-core';
import type { CaseStateCode } from '@lawfirm/api-client';

import { LineIcon } from '../../components/line-icon';

import { MEMBER_COPY } from './member-copy';

/**
 * spec/site.md §4 Case states: the 3-step progress line, only outside closed, halted and the
 * refund states. Completed steps show a check, the current one a filled ring, later ones an
 * empty ring; the lines up to the current step are highlighted (CSS, from data-status). The
 * current step is aria-current="step", and each step says its status in words.
 */
export function CaseProgressLine({ state }: { state: CaseStateCode }) {
  const steps = caseProgress(state);
  if (!steps) return null;
  return (
    <ol className="member-progress" aria-label={MEMBER_COPY.progressLabel}>
      {steps.map((step) => (
        <li
          key={step.step}
          className="member-progress__step"
          data-status={step.status}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="member-progress__marker" aria-hidden="true">
            {step.status === 'completed' ? (
              <LineIcon name="check" size={14} strokeWidth={2.5} />
            ) : null}
          </span>
          <span className="member-progress__label">
            {step.label}
            <span className="lf-visually-hidden"> ({MEMBER_COPY.stepStatus[step.status]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
