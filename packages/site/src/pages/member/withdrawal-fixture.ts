// Tests and stories only: the fake network of the withdrawal (spec/site.md §7 #14 DELETE the
// account, #15 logout), answers typed by the calls' schema. `requests` records what was sent.
import { resultSchema } from '@lawfirm/api-client';
import type { ResultResponse } from '@lawfirm/api-client';
import { anyOrigin, jsonFor } from '@lawfirm/api-client/msw';
import { APP_USER_PATH, AUTH_LOGOUT_PATH } from '@lawfirm/api-client/site-core';
import { http, HttpResponse } from 'msw';

export interface WithdrawalRequests {
  deleted: unknown[];
  loggedOut: number;
}

/** The withdrawal's two calls: DELETE answers `answer` (or an HTTP `status`), logout succeeds. */
export function withdrawalHandlers(
  answer: ResultResponse | { status: number } = { result: true },
  requests: WithdrawalRequests = { deleted: [], loggedOut: 0 },
) {
  return [
    http.delete(anyOrigin(APP_USER_PATH), async ({ request }) => {
      requests.deleted.push(await request.json());
      return 'status' in answer
        ? HttpResponse.json({ result: false, msg: 'failed on purpose' }, { status: answer.status })
        : jsonFor(resultSchema, answer);
    }),
    http.post(anyOrigin(AUTH_LOGOUT_PATH), () => {
      requests.loggedOut += 1;
      return jsonFor(resultSchema, { result: true });
    }),
  ];
}
