// spec/site.md §4 Login: "When the login screen opens, login status is polled every 1 s for up
// to 15 s"; §8 "Login-status check failure: logged as 'userCheck failed'; polling continues".
import type { LoginInfo } from '@lawfirm/api-client/site-core';

import { LOGIN_POLL_INTERVAL_MS, LOGIN_POLL_MAX_MS } from './member-constants';

export type SignedIn = Extract<LoginInfo, { isLogin: true }>;

export interface LoginPollingOptions {
  /** #7, the login state. */
  loginState(): Promise<LoginInfo>;
  /** Called once, with the member, when a check finds the visitor signed in. */
  onLogin(member: SignedIn): void;
  intervalMs?: number;
  maxMs?: number;
}

/**
 * Checks at once, then every interval until signed in or the time is up; a failed check is
 * logged and the next one goes on. Returns a stop function (the page closing).
 */
export function pollLogin({
  loginState,
  onLogin,
  intervalMs = LOGIN_POLL_INTERVAL_MS,
  maxMs = LOGIN_POLL_MAX_MS,
}: LoginPollingOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let elapsed = 0;

  const check = async () => {
    try {
      const login = await loginState();
      if (stopped) return;
      if (login.isLogin) {
        stopped = true;
        onLogin(login);
        return;
      }
    } catch (error) {
      if (stopped) return;
      console.error('userCheck failed', error);
    }
    if (elapsed + intervalMs > maxMs) return;
    elapsed += intervalMs;
    timer = setTimeout(() => void check(), intervalMs);
  };

  void check();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
