import { MEMO_MAX_LENGTH, WITHDRAWAL_REASONS } from '@lawfirm/api-client';
import { withdrawalBodyOf } from '@lawfirm/api-client/site-core';
import type { WithdrawalChoice } from '@lawfirm/api-client/site-core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Breadcrumb } from '../../components/breadcrumb';
import { ModalDialog } from '../../components/modal-dialog';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { WITHDRAWAL_BREADCRUMBS, WITHDRAWAL_COPY, WITHDRAWAL_TITLE } from './member-copy';
import { useWithdrawal } from './use-withdrawal';

/**
 * spec/site.md §2 Withdrawal, §4, §5: the breadcrumb, the five reasons as one choice, the text
 * "other" needs (non-blank, at most the memo's 500 characters), the retention warning (§9), and
 * a submit button active only when the choice is valid. After the account is deleted a dialog
 * confirms it, and closing it goes home (§2 "After withdrawal … sent to the home page").
 */
export function WithdrawalPage() {
  useHydrationMarker();
  const id = useId();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<WithdrawalChoice>({ reason: null, text: '' });
  const { status, withdraw } = useWithdrawal();
  // The member's words as typed, without the spaces around them.
  const body = withdrawalBodyOf({ ...choice, text: choice.text.trim() });
  const submitting = status === 'submitting';
  const otherChosen = choice.reason === 'other';
  const otherBlank = otherChosen && choice.text.trim() === '';
  const textId = `${id}-other`;
  const countId = `${id}-count`;
  const hintId = `${id}-hint`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // §5: "Otherwise submit is ignored."
    if (body && !submitting) void withdraw(body);
  }

  const goHome = () => void navigate({ to: '/' });

  return (
    <section className="site-container site-page member-page">
      <Breadcrumb items={WITHDRAWAL_BREADCRUMBS} />
      <h1 className="site-page__title">{WITHDRAWAL_TITLE}</h1>
      <p className="site-page__lead">{WITHDRAWAL_COPY.lead}</p>
      <form className="member-withdrawal" onSubmit={onSubmit} noValidate>
        <fieldset className="member-withdrawal__reasons">
          <legend className="member-withdrawal__legend">{WITHDRAWAL_COPY.reasonsLegend}</legend>
          {WITHDRAWAL_REASONS.map((reason) => (
            <label key={reason.code} className="member-withdrawal__reason">
              <input
                type="radio"
                name="reason"
                value={reason.code}
                checked={choice.reason === reason.code}
                onChange={() => setChoice((current) => ({ ...current, reason: reason.code }))}
              />
              <span>{reason.label}</span>
            </label>
          ))}
          {otherChosen ? (
            <div className="member-withdrawal__other">
              <label htmlFor={textId} className="member-withdrawal__other-label">
                {WITHDRAWAL_COPY.otherTextLabel}
              </label>
              <textarea
                id={textId}
                name="reason_text"
                className="member-withdrawal__text"
                rows={4}
                maxLength={MEMO_MAX_LENGTH}
                required
                value={choice.text}
                placeholder={WITHDRAWAL_COPY.otherTextPlaceholder}
                aria-invalid={otherBlank || undefined}
                aria-describedby={`${hintId} ${countId}`}
                onChange={(event) => {
                  const text = event.target.value;
                  setChoice((current) => ({ ...current, text }));
                }}
              />
              <div className="member-withdrawal__text-foot">
                <p id={hintId} className="member-withdrawal__hint">
                  {otherBlank ? WITHDRAWAL_COPY.otherTextRequired : ''}
                </p>
                <p id={countId} className="member-withdrawal__count">
                  <span className="lf-visually-hidden">입력한 글자 수 </span>
                  {choice.text.length}/{MEMO_MAX_LENGTH}
                </p>
              </div>
            </div>
          ) : null}
        </fieldset>
        <section className="member-withdrawal__warning" aria-labelledby={`${id}-warning`}>
          <h2 id={`${id}-warning`} className="member-withdrawal__warning-title">
            {WITHDRAWAL_COPY.retentionHeading}
          </h2>
          <ul>
            {WITHDRAWAL_COPY.retention.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <div role="alert" className="member-withdrawal__error">
          {status === 'failed' ? WITHDRAWAL_COPY.failed : null}
        </div>
        <div className="member-withdrawal__actions">
          <Link to="/mypage" className="lf-button" data-variant="secondary">
            {WITHDRAWAL_COPY.cancel}
          </Link>
          <button
            type="submit"
            className="lf-button"
            data-variant="primary"
            disabled={!body || submitting || status === 'done'}
            aria-busy={submitting || undefined}
          >
            {submitting ? WITHDRAWAL_COPY.submitting : WITHDRAWAL_COPY.submit}
          </button>
        </div>
      </form>
      <ModalDialog
        open={status === 'done'}
        onClose={goHome}
        title={WITHDRAWAL_COPY.doneTitle}
        titleId={`${id}-done`}
        className="member-done-dialog"
      >
        <p className="member-done-dialog__body">{WITHDRAWAL_COPY.doneBody}</p>
        <p className="member-done-dialog__actions">
          <button type="button" className="lf-button" data-variant="primary" onClick={goHome}>
            {WITHDRAWAL_COPY.doneAction}
          </button>
        </p>
      </ModalDialog>
    </section>
  );
}
