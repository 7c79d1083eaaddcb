// Call #7 of spec/site.md §7: GET /api/app/auth/callback, the login state after sign-in ("JSON
// content type, forwards cookies if given, no cache, credentials included"; "login status is
// derived from it (isLogin)"). The spec does not show the fields; ours are the login info of
// spec/site.md §3 (isLogin, and email, name, provider when signed in).
import type { z } from 'zod';

import { withData } from '../entities/envelope';
import { loginInfoSchema } from '../entities/member';
import type { ApiClient } from '../http/client';
import { AUTH_CALLBACK_PATH } from '../site/paths';

export { AUTH_CALLBACK_PATH } from '../site/paths';

export const authCallbackResponseSchema = withData(loginInfoSchema);

export type AuthCallbackResponse = z.infer<typeof authCallbackResponseSchema>;

export interface AuthCallbackOptions {
  /** A Cookie header to forward: during server rendering, the visitor's own cookies. */
  cookie?: string;
  signal?: AbortSignal;
}

export function getAuthCallback(
  client: ApiClient,
  { cookie, signal }: AuthCallbackOptions = {},
): Promise<AuthCallbackResponse> {
  return client.request(AUTH_CALLBACK_PATH, {
    schema: authCallbackResponseSchema,
    signal,
    headers: { 'Cache-Control': 'no-cache', ...(cookie ? { Cookie: cookie } : {}) },
  });
}
