// spec/site.md §2 Sign-up step 2 and §4 "Sign-up step 2": the case types (call #17) of each
// category chosen in step 1, up to 5 in all; the choice is saved to the sign-up data as it
// changes; Complete sends the agreement and the user update with the interests.
import { INTEREST_CATEGORIES } from '@lawfirm/api-client';
import type { InterestCategoryCode } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { readSignUpData, updateSignUpData } from '../../member/stored-session';

import { LimitAnnouncement } from './choice-chips';
import { CategoryFields } from './category-fields';
import { SignUpFrame } from './sign-up-frame';
import {
  BACK_TO_STEP_ONE_LABEL,
  COMPLETE_LABEL,
  COMPLETE_NEEDS_CHOICE,
  FIELD_LIMIT_MESSAGE,
  FIELDS_LOADING,
  MAX_INTEREST_CATEGORIES,
  MAX_INTEREST_FIELDS,
  NO_CATEGORIES_MESSAGE,
  PREVIOUS_LABEL,
  STEP_ONE_PATH,
  STEP_TWO_HINT,
  STEP_TWO_QUESTION,
} from './sign-up-copy';
import { SignUpCompleteDialog, SignUpFeedback } from './sign-up-outcome';
import { redirectSearch, useRedirectTarget } from './use-redirect-target';
import { useLimitTooltip } from './use-limit-tooltip';
import { useSignUpSubmit } from './use-sign-up-submit';

export interface SignUpStepTwoPageProps {
  /** The redirect query parameter: where the member goes once signed up. */
  redirect?: string;
}

interface Choices {
  categories: InterestCategoryCode[];
  fields: number[];
}

const COMPLETE_HINT_ID = 'site-signup-complete-hint';

/** Back to step 1, the redirect kept. */
function StepOneLink({
  redirect,
  variant,
  children,
}: {
  redirect: string | undefined;
  variant: 'primary' | 'secondary';
  children: string;
}) {
  return (
    <Link
      to={STEP_ONE_PATH}
      search={redirectSearch(redirect)}
      className="lf-button"
      data-variant={variant}
    >
      {children}
    </Link>
  );
}

export function SignUpStepTwoPage({ redirect }: SignUpStepTwoPageProps) {
  useHydrationMarker();
  // Undefined until session storage is read (in the browser, after the first render).
  const [choices, setChoices] = useState<Choices>();
  const tooltip = useLimitTooltip<number>();
  const { status, submit } = useSignUpSubmit();
  const leave = useRedirectTarget(redirect);

  useEffect(() => {
    const saved = readSignUpData();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration
    setChoices({
      categories: (saved.selectedCategories ?? []).slice(0, MAX_INTEREST_CATEGORIES),
      fields: (saved.selectedFields ?? []).slice(0, MAX_INTEREST_FIELDS),
    });
  }, []);

  function toggle(typeIdx: number) {
    if (!choices) return;
    const { fields } = choices;
    let next: number[];
    if (fields.includes(typeIdx)) next = fields.filter((chosen) => chosen !== typeIdx);
    else if (fields.length >= MAX_INTEREST_FIELDS) return tooltip.show(typeIdx);
    else next = [...fields, typeIdx];
    setChoices({ ...choices, fields: next });
    // "selections are saved back to the session data".
    updateSignUpData({ selectedFields: next });
  }

  if (choices && choices.categories.length === 0) {
    // Reached without step 1 (or with its data gone): lead back to it.
    return (
      <SignUpFrame step={2} question={STEP_TWO_QUESTION} hint={STEP_TWO_HINT}>
        <p className="site-signup__info" role="note">
          {NO_CATEGORIES_MESSAGE}
        </p>
        <div className="site-signup__actions">
          <StepOneLink redirect={redirect} variant="primary">
            {BACK_TO_STEP_ONE_LABEL}
          </StepOneLink>
        </div>
      </SignUpFrame>
    );
  }

  const fields = choices?.fields ?? [];
  return (
    <SignUpFrame step={2} question={STEP_TWO_QUESTION} hint={STEP_TWO_HINT}>
      {choices ? (
        choices.categories.map((code) => (
          <CategoryFields
            key={code}
            code={code}
            name={INTEREST_CATEGORIES.find((category) => category.code === code)?.name ?? code}
            selected={fields}
            onToggle={toggle}
            tooltipAt={tooltip.anchor}
          />
        ))
      ) : (
        <p className="site-signup__loading">{FIELDS_LOADING}</p>
      )}
      <LimitAnnouncement message={tooltip.anchor === null ? null : FIELD_LIMIT_MESSAGE} />
      <div className="site-signup__actions">
        <StepOneLink redirect={redirect} variant="secondary">
          {PREVIOUS_LABEL}
        </StepOneLink>
        <button
          type="button"
          className="lf-button site-signup__complete"
          data-variant="primary"
          disabled={fields.length === 0}
          aria-describedby={fields.length === 0 ? COMPLETE_HINT_ID : undefined}
          onClick={() => void submit({ categories: choices?.categories ?? [], fields })}
        >
          {COMPLETE_LABEL}
        </button>
      </div>
      {fields.length === 0 ? (
        <p id={COMPLETE_HINT_ID} className="site-signup__needs">
          {COMPLETE_NEEDS_CHOICE}
        </p>
      ) : null}
      <SignUpFeedback status={status} />
      <SignUpCompleteDialog open={status.kind === 'done'} onClose={leave} />
    </SignUpFrame>
  );
}
