// spec/site.md §2 Sign-up step 1 and §4 "Sign-up step 1": up to 2 interest categories (§3
// codes); Next keeps them in the sign-up data and goes to step 2; Skip finishes sign-up
// without interests.
import { INTEREST_CATEGORIES } from '@lawfirm/api-client';
import type { InterestCategoryCode } from '@lawfirm/api-client/site-core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { readSignUpData, updateSignUpData } from '../../member/stored-session';

import { ChoiceChips, LimitAnnouncement } from './choice-chips';
import { SIGN_UP_HINT_ID, SIGN_UP_TITLE_ID, SignUpFrame } from './sign-up-frame';
import {
  CATEGORY_LIMIT_MESSAGE,
  MAX_INTEREST_CATEGORIES,
  NEXT_LABEL,
  NEXT_NEEDS_CHOICE,
  SKIP_LABEL,
  STEP_ONE_HINT,
  STEP_ONE_INFO,
  STEP_ONE_QUESTION,
  STEP_TWO_PATH,
} from './sign-up-copy';
import { SignUpCompleteDialog, SignUpFeedback } from './sign-up-outcome';
import { redirectSearch, useRedirectTarget } from './use-redirect-target';
import { useLimitTooltip } from './use-limit-tooltip';
import { useSignUpSubmit } from './use-sign-up-submit';

export interface SignUpStepOnePageProps {
  /** The redirect query parameter: where the member goes once signed up. */
  redirect?: string;
}

const CATEGORY_OPTIONS = INTEREST_CATEGORIES.map(({ code, name }) => ({
  value: code,
  label: name,
}));
const NEXT_HINT_ID = 'site-signup-next-hint';

export function SignUpStepOnePage({ redirect }: SignUpStepOnePageProps) {
  useHydrationMarker();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<InterestCategoryCode[]>([]);
  const tooltip = useLimitTooltip<InterestCategoryCode>();
  const { status, submit } = useSignUpSubmit();
  const leave = useRedirectTarget(redirect);

  // "Earlier selections are restored on load": session storage exists in the browser only.
  useEffect(() => {
    const saved = readSignUpData().selectedCategories ?? [];
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after hydration
    if (saved.length > 0) setSelected(saved.slice(0, MAX_INTEREST_CATEGORIES));
  }, []);

  function toggle(code: InterestCategoryCode) {
    if (selected.includes(code)) setSelected(selected.filter((chosen) => chosen !== code));
    else if (selected.length >= MAX_INTEREST_CATEGORIES) tooltip.show(code);
    else setSelected([...selected, code]);
  }

  function next() {
    // "with none it does nothing": the button says why beside it.
    if (selected.length === 0) return;
    updateSignUpData({ selectedCategories: selected, selectedFields: [] });
    void navigate({ to: STEP_TWO_PATH, search: redirectSearch(redirect) });
  }

  const inactive = selected.length === 0;
  const sending = status.kind === 'sending';
  return (
    <SignUpFrame step={1} question={STEP_ONE_QUESTION} hint={STEP_ONE_HINT}>
      <p className="site-signup__info" role="note">
        {STEP_ONE_INFO}
      </p>
      <ChoiceChips
        options={CATEGORY_OPTIONS}
        selected={selected}
        onToggle={toggle}
        labelledBy={SIGN_UP_TITLE_ID}
        describedBy={SIGN_UP_HINT_ID}
        tooltipAt={tooltip.anchor}
        tooltipMessage={CATEGORY_LIMIT_MESSAGE}
      />
      <LimitAnnouncement message={tooltip.anchor === null ? null : CATEGORY_LIMIT_MESSAGE} />
      <div className="site-signup__actions">
        <button
          type="button"
          className="lf-button site-signup__skip"
          data-variant="secondary"
          onClick={() => void submit()}
          aria-disabled={sending || undefined}
        >
          {SKIP_LABEL}
        </button>
        <button
          type="button"
          className="lf-button site-signup__next"
          data-variant="primary"
          onClick={next}
          aria-disabled={inactive || undefined}
          aria-describedby={inactive ? NEXT_HINT_ID : undefined}
        >
          {NEXT_LABEL}
        </button>
      </div>
      {inactive ? (
        <p id={NEXT_HINT_ID} className="site-signup__needs">
          {NEXT_NEEDS_CHOICE}
        </p>
      ) : null}
      <SignUpFeedback status={status} />
      <SignUpCompleteDialog open={status.kind === 'done'} onClose={leave} />
    </SignUpFrame>
  );
}
