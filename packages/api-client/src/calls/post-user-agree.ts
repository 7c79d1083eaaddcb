// Call #18 of spec/site.md §7: POST /api/lawfirm/app/user/agree, the sign-up agreement ("body
// marketing_agree and alert_agree (same value). Must be OK, else error 'marketing agree API call
// failed'").
import { z } from 'zod';

import { MARKETING_AGREE_FAILED_MESSAGE } from '../constants';
import { requireResult, resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { USER_AGREE_PATH } from '../site/paths';

export { USER_AGREE_PATH } from '../site/paths';

export const userAgreeBodySchema = z.strictObject({
  marketing_agree: z.boolean(),
  alert_agree: z.boolean(),
});

export type UserAgreeBodyInput = z.input<typeof userAgreeBodySchema>;

/** Sends one answer as both agreements; rejects with MARKETING_AGREE_FAILED_MESSAGE unless OK. */
export function postUserAgree(client: ApiClient, agree: boolean): Promise<ResultResponse> {
  const body: UserAgreeBodyInput = { marketing_agree: agree, alert_agree: agree };
  return requireResult(
    client.request(USER_AGREE_PATH, { method: 'POST', body, schema: resultSchema }),
    MARKETING_AGREE_FAILED_MESSAGE,
  );
}
