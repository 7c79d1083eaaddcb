// The member's session as this tab knows it (spec/site.md §4 Session sync): one zustand store
// that the header, the member pages and the session sync read, mirrored to session storage so
// a reload knows at once who was signed in. The server stays the judge: session-sync.ts checks
// the saved state against it.
import type { LoginInfo } from '@lawfirm/api-client/site';
import { create } from 'zustand';

import { clearSavedLogin, clearSignUpData, readSavedLogin, saveLogin } from './stored-session';

export interface SessionState {
  /** The login info: saved or read from the server; undefined until either is known. */
  login: LoginInfo | undefined;
  /** Keeps a login state read from the server (and saves it, or forgets a saved one). */
  setLogin(login: LoginInfo): void;
  /**
   * Signed out or expired: forgets the login. A sign-up in progress stays, so that its choices
   * are there again after the member signs in anew (spec/site.md §4 Sign-up).
   */
  clear(): void;
  /** Withdrawn: forgets the login and the sign-up data. */
  clearAll(): void;
  /**
   * Sign-up sent (§4 "On success session data is cleared"): forgets the sign-up data; the
   * member stays signed in, now signed up.
   */
  finishSignUp(): void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  login: typeof window === 'undefined' ? undefined : readSavedLogin(),
  setLogin(login) {
    saveLogin(login);
    set({ login });
  },
  clear() {
    clearSavedLogin();
    set({ login: { isLogin: false } });
  },
  clearAll() {
    clearSavedLogin();
    clearSignUpData();
    set({ login: { isLogin: false } });
  },
  finishSignUp() {
    clearSignUpData();
    const { login } = get();
    if (login?.isLogin) get().setLogin({ ...login, signedUp: true });
  },
}));
