// The calls of spec/site.md §4 Session sync (§7 #6, #7, #10, #11, #15) without zod: each loads
// its call module, and with it the schema that checks the answer, when it is first made, so a
// page that syncs the session loads those five calls and nothing else of the api.
import type { ApiClient } from '../http/client';
import type { LoginInfo, Member } from '../entities/member';

/** #6: the auth cookie check; false on any failure. */
export async function checkAuthCookieLazily(authClient: ApiClient): Promise<boolean> {
  return (await import('../calls/get-auth-check')).checkAuthCookie(authClient);
}

/** #7: the login state. */
export async function loginStateLazily(client: ApiClient): Promise<LoginInfo> {
  return (await (await import('../calls/get-auth-callback')).getAuthCallback(client)).data;
}

/** #11: a token from the guard host exchanged on the auth host for a fresh session. */
export async function refreshSessionLazily(guard: ApiClient, auth: ApiClient): Promise<void> {
  const [{ getAuthToken }, { postAuthToken }] = await Promise.all([
    import('../calls/get-auth-token'),
    import('../calls/post-auth-token'),
  ]);
  const { token } = await getAuthToken(guard);
  await postAuthToken(auth, { jwt: token });
}

/** #10: the signed-in member. */
export async function userInfoLazily(client: ApiClient): Promise<Member> {
  return (await (await import('../calls/get-app-user')).getAppUser(client)).data;
}

/** #15: ends the session on the auth host. */
export async function logoutLazily(authClient: ApiClient): Promise<void> {
  await (await import('../calls/post-auth-logout')).postAuthLogout(authClient);
}
