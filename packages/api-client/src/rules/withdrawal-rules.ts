// spec/site.md §5 Withdrawal, without zod for the site's page (site-core): "one reason is
// required … if 'other' is chosen, non-blank text is required. Otherwise submit is ignored." The
// same rules as calls/delete-app-user.ts's withdrawalBodySchema, which the api validates with;
// withdrawal-rules.test.ts holds the two to the same answers.
import type { WITHDRAWAL_REASONS } from '../constants';
import { MEMO_MAX_LENGTH } from '../constants';
import { isPlainText } from '../entities/plain-text';
import { isStorableText } from '../entities/storable-text';

export type WithdrawalReasonCode = (typeof WITHDRAWAL_REASONS)[number]['code'];

/** The withdrawal page's state: the chosen reason (null before a choice) and the "other" text. */
export interface WithdrawalChoice {
  reason: WithdrawalReasonCode | null;
  text: string;
}

/** The body of call #14 (calls/delete-app-user.ts checks the same with its schema). */
export type WithdrawalBody =
  { reason: Exclude<WithdrawalReasonCode, 'other'> } | { reason: 'other'; reason_text: string };

/** The "other" reason's text: non-blank, at most the memo's length, plain storable text. */
export function isWithdrawalTextValid(text: string): boolean {
  return (
    /\S/.test(text) && text.length <= MEMO_MAX_LENGTH && isPlainText(text) && isStorableText(text)
  );
}

/**
 * The body to send for the page's choice, or null while the choice is not valid (the button
 * stays inactive and submit is ignored). The text goes only with "other".
 */
export function withdrawalBodyOf({ reason, text }: WithdrawalChoice): WithdrawalBody | null {
  if (reason === null) return null;
  if (reason !== 'other') return { reason };
  return isWithdrawalTextValid(text) ? { reason, reason_text: text } : null;
}
