// The calls of spec/site.md §4 Session sync (§7 #6, #7, #10, #11, #15) without zod: each loads
// its call module, and with it the schema that checks the answer, when it is first made, so a
// page that syncs the session loads those five calls and nothing else of the api.
import type { LoginInfo, Member } from '../entities/member';
import type { ApiClient } from '../http/client';
import { isCutOff } from '../http/errors';
import type { RetryPolicy } from '../retry/policies';
import { withRetry } from '../retry/with-retry';

/**
 * A call of the sync that got no answer is made once more, a second later, before its failure
 * counts. A page being left cuts its requests off, and a sync that read that as "signed out"
 * would clear a good session as the member goes; nor should a blip of the network sign anyone
 * out. A page that is gone never makes the second call.
 */
export const SESSION_SECOND_LOOK: RetryPolicy = { tries: 2, delayMs: 1_000 };

function withSecondLook<T>(call: () => Promise<T>): Promise<T> {
  // A request its caller cancelled stays cancelled.
  return withRetry(call, SESSION_SECOND_LOOK, { shouldRetry: isCutOff });
}

/** #6: the auth cookie check; false on any failure (after the second look). */
export async function checkAuthCookieLazily(authClient: ApiClient): Promise<boolean> {
  const { readAuthCookie } = await import('../calls/get-auth-check');
  try {
    return await withSecondLook(() => readAuthCookie(authClient));
  } catch {
    return false;
  }
}

/** #7: the login state. */
export async function loginStateLazily(client: ApiClient): Promise<LoginInfo> {
  const { getAuthCallback } = await import('../calls/get-auth-callback');
  return (await withSecondLook(() => getAuthCallback(client))).data;
}

/** #11: a token from the guard host exchanged on the auth host for a fresh session. */
export async function refreshSessionLazily(guard: ApiClient, auth: ApiClient): Promise<void> {
  const [{ getAuthToken }, { postAuthToken }] = await Promise.all([
    import('../calls/get-auth-token'),
    import('../calls/post-auth-token'),
  ]);
  await withSecondLook(async () => {
    const { token } = await getAuthToken(guard);
    await postAuthToken(auth, { jwt: token });
  });
}

/** #10: the signed-in member. */
export async function userInfoLazily(client: ApiClient): Promise<Member> {
  const { getAppUser } = await import('../calls/get-app-user');
  return (await withSecondLook(() => getAppUser(client))).data;
}

/** #15: ends the session on the auth host. */
export async function logoutLazily(authClient: ApiClient): Promise<void> {
  await (await import('../calls/post-auth-logout')).postAuthLogout(authClient);
}
