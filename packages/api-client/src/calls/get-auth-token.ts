// Call #11 of spec/site.md §7, first half: GET {guard host}/api/auth/token, "reads token".
import { z } from 'zod';

import type { ApiClient } from '../http/client';
import { AUTH_TOKEN_PATH } from '../site/paths';

export { AUTH_TOKEN_PATH } from '../site/paths';

/** The answer of both halves of #11: `{ token }`, as the spec reads it. */
export const authTokenResponseSchema = z.object({ token: z.string().min(1) });

export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

export function getAuthToken(
  guardClient: ApiClient,
  signal?: AbortSignal,
): Promise<AuthTokenResponse> {
  return guardClient.request(AUTH_TOKEN_PATH, { schema: authTokenResponseSchema, signal });
}
