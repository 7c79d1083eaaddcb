// The calls the session sync and the sign-in page make (spec/site.md §7 #6, #7, #10, #11, #15),
// behind one interface, so that their rules are tested against a fake and run against the api.
// Each call loads its module (and zod) when first used: nothing of it is in a page's start-up.
// A request that gets no answer is made once more a second later before it counts as failed
// (api-client SESSION_SECOND_LOOK): a page being left must not sign its member out.
import type { ApiClient } from '@lawfirm/api-client';
import {
  checkAuthCookieLazily,
  loginStateLazily,
  logoutLazily,
  refreshSessionLazily,
  userInfoLazily,
} from '@lawfirm/api-client/site-core';
import type { LoginInfo, Member } from '@lawfirm/api-client/site-core';

export interface SessionApi {
  /** #6: whether the auth cookie is there and good; false on any failure. */
  checkAuthCookie(): Promise<boolean>;
  /** #7: the login state the server reads from the cookies. */
  loginState(): Promise<LoginInfo>;
  /**
   * #11: a token from the guard host, exchanged on the auth host for a fresh session cookie.
   * Rejects when either half fails.
   */
  refreshSession(): Promise<void>;
  /** #10: the signed-in member. */
  userInfo(): Promise<Member>;
  /** #15: ends the session on the auth host. */
  logout(): Promise<void>;
}

export interface SessionHosts {
  /** The site's api (#7, #10). */
  api: ApiClient;
  /** The auth host (#6, #11's POST, #15); the api by default. */
  auth?: ApiClient;
  /** The guard host (#11's GET); the api by default. */
  guard?: ApiClient;
}

export function createSessionApi({ api, auth = api, guard = api }: SessionHosts): SessionApi {
  return {
    checkAuthCookie: () => checkAuthCookieLazily(auth),
    loginState: () => loginStateLazily(api),
    refreshSession: () => refreshSessionLazily(guard, auth),
    userInfo: () => userInfoLazily(api),
    logout: () => logoutLazily(auth),
  };
}
