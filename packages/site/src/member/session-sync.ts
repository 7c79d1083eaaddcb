// spec/site.md §4 Session sync, as one function the hook runs on each path change and the tests
// run against a fake api: every branch of the spec, in its order.
import type { LoginInfo } from '@lawfirm/api-client/site-core';

import type { SessionApi } from './session-api';

/** §4 "Session sync runs on paths starting with /, /mycase, /mypage and /login". */
const SYNCED_PATHS = [/^\/$/, /^\/mycase(\/|$)/, /^\/mypage(\/|$)/, /^\/login(\/|$)/];

/**
 * Whether §4's sync runs on `pathname`. Every path starts with "/", so that entry is read as the
 * home page: the client area and home, where a member lands after signing in or out.
 */
export function isSyncedPath(pathname: string): boolean {
  return SYNCED_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The sign-in page and the sign-up steps: a signed-out visitor there is where they can sign in
 * again (a sign-up step explains an expired session itself, its choices kept), so §4's "goes
 * to /" would only take them away from it.
 */
export function isSignInPath(pathname: string): boolean {
  return /^\/login(\/|$)/.test(pathname);
}

/** What the sync reads and changes of the tab's session (session-store.ts). */
export interface SessionHolder {
  /** The saved login, if any. */
  savedLogin(): LoginInfo | undefined;
  setLogin(login: LoginInfo): void;
  clear(): void;
}

export interface SyncInput {
  api: SessionApi;
  session: SessionHolder;
  /** Whether the page was served as logged in (the server rendered it for a member). */
  servedLoggedIn: boolean;
  /** The path the sync runs for. */
  pathname: string;
  /** §4 "goes to /" and "logs out and goes home" (not from the sign-in pages). */
  goHome(): void;
}

/** Which branch of §4 ended the sync, for the tests and the log. */
export type SyncOutcome =
  | 'saved-login-cleared'
  | 'cookie-gone-logged-out'
  | 'session-refreshed'
  | 'refresh-failed-logged-out'
  | 'user-found-token-fetched'
  | 'user-found-token-failed'
  | 'signed-out';

async function logOutAndGoHome({ api, session, goHome, pathname }: SyncInput): Promise<void> {
  session.clear();
  try {
    await api.logout();
  } catch (error) {
    // The session is forgotten here either way; the auth host expires its own.
    console.error('logout failed', error);
  }
  if (!isSignInPath(pathname)) goHome();
}

/** Checks the saved login against the server; false when it was cleared. */
async function checkSavedLogin(input: SyncInput): Promise<boolean> {
  const { api, session } = input;
  try {
    const login = await api.loginState();
    if (login.isLogin) {
      session.setLogin(login);
      return true;
    }
  } catch (error) {
    console.error('saved login could not be checked', error);
  }
  session.clear();
  return false;
}

/**
 * One run of §4's sync:
 * 1. a saved login is checked against the server and cleared on failure; if the auth cookie
 *    is gone, the state is cleared, the logout step runs and the browser goes to /;
 * 2. a page served as logged in whose user check passes has its session refreshed; if that
 *    fails, logout and home;
 * 3. a page served as logged out whose check says a user exists fetches a token with the
 *    refreshed jwt and reloads the user info.
 */
export async function syncSession(input: SyncInput): Promise<SyncOutcome> {
  const { api, session, servedLoggedIn } = input;
  const saved = session.savedLogin();
  const cookieValid = await api.checkAuthCookie();

  if (saved?.isLogin) {
    if (!cookieValid) {
      await logOutAndGoHome(input);
      return 'cookie-gone-logged-out';
    }
    if (!(await checkSavedLogin(input))) return 'saved-login-cleared';
  }

  if (servedLoggedIn && cookieValid) {
    try {
      await api.refreshSession();
      return 'session-refreshed';
    } catch (error) {
      console.error('session refresh failed', error);
      await logOutAndGoHome(input);
      return 'refresh-failed-logged-out';
    }
  }

  if (!servedLoggedIn && cookieValid) {
    try {
      await api.refreshSession();
      const member = await api.userInfo();
      session.setLogin({ isLogin: true, ...member });
      return 'user-found-token-fetched';
    } catch (error) {
      console.error('user info could not be loaded', error);
      return 'user-found-token-failed';
    }
  }

  // No valid cookie and nothing saved: signed out. Read again rather than trusting the start:
  // the sign-in page may have saved a login meanwhile, which this older answer must not undo.
  if (session.savedLogin() === undefined) session.clear();
  return 'signed-out';
}
