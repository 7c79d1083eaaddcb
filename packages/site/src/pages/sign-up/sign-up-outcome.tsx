// How finishing sign-up went, told to the member (spec/site.md §4 Sign-up): a line while the
// calls run, a Korean explanation of any failure (with the way back in when signing in again
// helps), and the completion dialog, whose closing leads on to the redirect target.
import { Link, useRouterState } from '@tanstack/react-router';

import { ModalDialog } from '../../components/modal-dialog';

import {
  COMPLETE_DIALOG_CONFIRM,
  COMPLETE_DIALOG_TEXT,
  COMPLETE_DIALOG_TITLE,
  FAILURE_MESSAGES,
  LOGIN_AGAIN_LABEL,
  SENDING_MESSAGE,
} from './sign-up-copy';
import type { SignUpStatus } from './use-sign-up-submit';

/** The failure or progress of finishing sign-up, under the step's buttons. */
export function SignUpFeedback({ status }: { status: SignUpStatus }) {
  // Signing in again brings the member back to this very step (its redirect kept).
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <div className="site-signup-feedback">
      <p role="status" className="site-signup-feedback__sending">
        {status.kind === 'sending' ? SENDING_MESSAGE : ''}
      </p>
      {status.kind === 'failed' ? (
        <div role="alert" className="site-signup-feedback__error">
          <p>{FAILURE_MESSAGES[status.reason]}</p>
          {status.reason === 'failed' ? null : (
            <Link to="/login" search={{ redirect: here }} className="site-signup-feedback__login">
              {LOGIN_AGAIN_LABEL}
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface SignUpCompleteDialogProps {
  open: boolean;
  /** Closing (the buttons or Escape) goes on to the redirect target. */
  onClose: () => void;
}

export function SignUpCompleteDialog({ open, onClose }: SignUpCompleteDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={COMPLETE_DIALOG_TITLE}
      titleId="site-signup-complete-title"
      className="site-signup-dialog"
    >
      <p className="site-signup-dialog__text">{COMPLETE_DIALOG_TEXT}</p>
      <button
        type="button"
        className="lf-button site-signup-dialog__confirm"
        data-variant="primary"
        data-full-width=""
        onClick={onClose}
      >
        {COMPLETE_DIALOG_CONFIRM}
      </button>
    </ModalDialog>
  );
}
