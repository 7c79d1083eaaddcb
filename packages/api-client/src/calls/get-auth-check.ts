// Call #6 of spec/site.md §7: the cookie check on the auth service. "POST {auth host}/api/app/auth
// with credentials, then GET /api/app/auth/check"; "true only if the result is true and no
// message is present; false on any error". The POST answers like the check (ours: the spec
// shows neither answer beyond result and message).
import { z } from 'zod';

import type { ApiClient } from '../http/client';
import { isApiError, isUnanswered } from '../http/errors';
import { APP_AUTH_PATH, AUTH_CHECK_PATH } from '../site/paths';

export { APP_AUTH_PATH, AUTH_CHECK_PATH } from '../site/paths';

export const authCheckResponseSchema = z.object({
  result: z.boolean(),
  /** Why the check did not pass; present only on failure. */
  message: z.string().optional(),
});

export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** spec/site.md §7 #6: true only if the result is true and no message is present. */
export function isAuthCheckPassed(response: AuthCheckResponse): boolean {
  return response.result && response.message === undefined;
}

export function postAppAuth(client: ApiClient, signal?: AbortSignal): Promise<AuthCheckResponse> {
  return client.request(APP_AUTH_PATH, {
    method: 'POST',
    schema: authCheckResponseSchema,
    signal,
  });
}

export function getAuthCheck(client: ApiClient, signal?: AbortSignal): Promise<AuthCheckResponse> {
  return client.request(AUTH_CHECK_PATH, { schema: authCheckResponseSchema, signal });
}

/**
 * The whole of #6 against the auth host, as the host answered it: false when it said no (an
 * error status, a message, a body out of shape). Rejects only when no answer came (see
 * isUnanswered), which says nothing of the cookie.
 */
export async function readAuthCookie(
  authClient: ApiClient,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await postAppAuth(authClient, signal);
    return isAuthCheckPassed(await getAuthCheck(authClient, signal));
  } catch (error) {
    if (isUnanswered(error)) throw error;
    return false;
  }
}

/**
 * #6 as the spec reads it: never rejects, except when the caller cancels; any failure, an
 * unanswered request included, reads as false.
 */
export async function checkAuthCookie(
  authClient: ApiClient,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    return await readAuthCookie(authClient, signal);
  } catch (error) {
    if (isApiError(error) && error.code === 'ABORTED') throw error;
    return false;
  }
}
