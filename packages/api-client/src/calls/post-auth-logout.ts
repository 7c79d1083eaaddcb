// Call #15 of spec/site.md §7: POST {auth host}/api/app/auth/logout ("JSON header, no cache,
// credentials included; called after withdrawal"). The answer is ours: `{ result }`.
import { resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { AUTH_LOGOUT_PATH } from '../site/paths';

export { AUTH_LOGOUT_PATH } from '../site/paths';

export function postAuthLogout(authClient: ApiClient): Promise<ResultResponse> {
  return authClient.request(AUTH_LOGOUT_PATH, {
    method: 'POST',
    // An empty JSON object, so that the request carries the JSON header the spec names.
    body: {},
    headers: { 'Cache-Control': 'no-cache' },
    schema: resultSchema,
  });
}
