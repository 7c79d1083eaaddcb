// The frame of both sign-up steps (spec/site.md §2 Sign-up): where the member is in the two
// steps, the "STEP n" heading with the step's question, and the limit hint.
import type { ReactNode } from 'react';

import { STEP_LABELS } from './sign-up-copy';

export const SIGN_UP_TITLE_ID = 'site-signup-title';
export const SIGN_UP_HINT_ID = 'site-signup-hint';

export interface SignUpFrameProps {
  step: 1 | 2;
  question: string;
  hint: string;
  children: ReactNode;
}

export function SignUpFrame({ step, question, hint, children }: SignUpFrameProps) {
  return (
    <section className="site-container site-signup" aria-labelledby={SIGN_UP_TITLE_ID}>
      <div className="site-signup__panel site-task-panel">
        <ol className="site-signup__steps" aria-label="회원가입 단계">
          {STEP_LABELS.map((label, index) => (
            <li
              key={label}
              className="site-signup__steps-item"
              aria-current={index + 1 === step ? 'step' : undefined}
            >
              <span className="site-signup__steps-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="lf-visually-hidden">{index + 1}단계 </span>
              {label}
            </li>
          ))}
        </ol>
        <h1 id={SIGN_UP_TITLE_ID} className="site-signup__title">
          <span className="site-signup__step">STEP {step}</span>{' '}
          <span className="site-signup__question">{question}</span>
        </h1>
        <p id={SIGN_UP_HINT_ID} className="site-signup__hint">
          {hint}
        </p>
        {children}
      </div>
    </section>
  );
}
