// Call #14 of spec/site.md §7: DELETE /api/lawfirm/app/user with the body reason, the member's
// withdrawal ("reads result; on success clears the session"). spec/site.md §5 Withdrawal: one
// reason is required; "other" requires non-blank text.
import { z } from 'zod';

import { MEMO_MAX_LENGTH, WITHDRAWAL_REASONS } from '../constants';
import { enumOf } from '../entities/enum-of';
import { plainText } from '../entities/plain-text';
import { resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import type { ApiClient } from '../http/client';

import { APP_USER_PATH } from './get-app-user';

export const withdrawalReasonSchema = enumOf(WITHDRAWAL_REASONS, 'code');

export const withdrawalBodySchema = z.discriminatedUnion('reason', [
  z.strictObject({ reason: withdrawalReasonSchema.exclude(['other']) }),
  z.strictObject({
    reason: z.literal('other'),
    /** The visitor's own words, never markup; blank text does not count. */
    reason_text: plainText(z.string().max(MEMO_MAX_LENGTH).regex(/\S/, 'must not be blank')),
  }),
]);

export type { WithdrawalChoice, WithdrawalReasonCode } from '../rules/withdrawal-rules';
export type WithdrawalBodyInput = z.input<typeof withdrawalBodySchema>;

export function deleteAppUser(
  client: ApiClient,
  body: WithdrawalBodyInput,
): Promise<ResultResponse> {
  return client.request(APP_USER_PATH, { method: 'DELETE', body, schema: resultSchema });
}
