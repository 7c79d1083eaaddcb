import type { LoginInfo, Member } from '@lawfirm/api-client/site-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionApi } from './session-api';
import { isSyncedPath, syncSession } from './session-sync';
import type { SessionHolder, SyncOutcome } from './session-sync';

const MEMBER: Member = {
  email: 'haneul@lawfirm.example',
  name: '김하늘',
  provider: 'kakao',
  signedUp: true,
  categories: ['CT0005'],
  fields: [28],
};
const SIGNED_IN: LoginInfo = { isLogin: true, ...MEMBER };

/** An api whose answers a test sets, recording the calls made, in order. */
function fakeApi(answers: {
  cookie?: boolean;
  login?: LoginInfo | Error;
  refresh?: 'ok' | Error;
  user?: Member | Error;
}) {
  const calls: string[] = [];
  const answer = async <T>(name: string, value: T | Error | undefined, fallback: T) => {
    calls.push(name);
    const result = value ?? fallback;
    if (result instanceof Error) throw result;
    return result;
  };
  const api: SessionApi = {
    checkAuthCookie: () => answer('checkAuthCookie', answers.cookie, false),
    loginState: () => answer<LoginInfo>('loginState', answers.login, { isLogin: false }),
    refreshSession: async () => {
      await answer('refreshSession', answers.refresh, 'ok');
    },
    userInfo: () => answer('userInfo', answers.user, MEMBER),
    logout: async () => {
      calls.push('logout');
    },
  };
  return { api, calls };
}

/** A session holder in memory, starting with `saved`. */
function fakeSession(saved?: LoginInfo) {
  const state: { login: LoginInfo | undefined } = { login: saved };
  const holder: SessionHolder = {
    savedLogin: () => state.login,
    setLogin: (login) => {
      state.login = login;
    },
    clear: () => {
      state.login = { isLogin: false };
    },
  };
  return { holder, state };
}

async function run(options: {
  saved?: LoginInfo;
  servedLoggedIn: boolean;
  pathname?: string;
  answers: Parameters<typeof fakeApi>[0];
}) {
  const { api, calls } = fakeApi(options.answers);
  const { holder, state } = fakeSession(options.saved);
  const goHome = vi.fn();
  const outcome: SyncOutcome = await syncSession({
    api,
    session: holder,
    servedLoggedIn: options.servedLoggedIn,
    pathname: options.pathname ?? '/mycase',
    goHome,
  });
  return { outcome, calls, login: state.login, wentHome: goHome.mock.calls.length > 0 };
}

describe('isSyncedPath (spec/site.md §4 Session sync)', () => {
  it.each([
    ['/', true],
    ['/mycase', true],
    ['/mycase/12', true],
    ['/mypage/withdrawal', true],
    ['/login', true],
    ['/login/sign/step_one', true],
    ['/faq', false],
    ['/mycases', false],
    ['/info/1', false],
  ])('%s: %s', (path, synced) => {
    expect(isSyncedPath(path)).toBe(synced);
  });
});

describe('syncSession (spec/site.md §4 Session sync)', () => {
  it('signed out: a login the sign-in page saved while the check was on its way stays', async () => {
    const { api } = fakeApi({ cookie: false });
    const { holder, state } = fakeSession();
    const check = api.checkAuthCookie;
    api.checkAuthCookie = async () => {
      const valid = await check();
      // The polling found the member meanwhile.
      holder.setLogin(SIGNED_IN);
      return valid;
    };
    const outcome = await syncSession({
      api,
      session: holder,
      servedLoggedIn: false,
      pathname: '/login',
      goHome: vi.fn(),
    });
    expect(outcome).toBe('signed-out');
    expect(state.login).toEqual(SIGNED_IN);
  });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a saved login without the auth cookie: cleared, logged out, sent home', async () => {
    const result = await run({
      saved: SIGNED_IN,
      servedLoggedIn: true,
      answers: { cookie: false },
    });
    expect(result).toEqual({
      outcome: 'cookie-gone-logged-out',
      calls: ['checkAuthCookie', 'logout'],
      login: { isLogin: false },
      wentHome: true,
    });
  });

  it.each(['/login', '/login/sign/step_two'])(
    'on %s the same, but the visitor stays where they can sign in again',
    async (pathname) => {
      const result = await run({
        saved: SIGNED_IN,
        servedLoggedIn: false,
        pathname,
        answers: { cookie: false },
      });
      expect(result.outcome).toBe('cookie-gone-logged-out');
      expect(result.calls).toEqual(['checkAuthCookie', 'logout']);
      expect(result.login).toEqual({ isLogin: false });
      expect(result.wentHome).toBe(false);
    },
  );

  it('a saved login the server no longer knows: cleared, nothing else', async () => {
    const result = await run({
      saved: SIGNED_IN,
      servedLoggedIn: false,
      answers: { cookie: true, login: { isLogin: false } },
    });
    expect(result).toEqual({
      outcome: 'saved-login-cleared',
      calls: ['checkAuthCookie', 'loginState'],
      login: { isLogin: false },
      wentHome: false,
    });
  });

  it('a saved login whose check fails (the api down): cleared, stays on the page', async () => {
    const result = await run({
      saved: SIGNED_IN,
      servedLoggedIn: true,
      answers: { cookie: true, login: new Error('503') },
    });
    expect(result.outcome).toBe('saved-login-cleared');
    expect(result.login).toEqual({ isLogin: false });
    expect(result.wentHome).toBe(false);
  });

  it('served as logged in, the check passes: the saved login renewed and the session refreshed', async () => {
    const renamed: LoginInfo = { ...SIGNED_IN, name: '김하늘별' } as LoginInfo;
    const result = await run({
      saved: SIGNED_IN,
      servedLoggedIn: true,
      answers: { cookie: true, login: renamed },
    });
    expect(result).toEqual({
      outcome: 'session-refreshed',
      calls: ['checkAuthCookie', 'loginState', 'refreshSession'],
      login: renamed,
      wentHome: false,
    });
  });

  it('served as logged in with nothing saved: the session refreshed', async () => {
    const result = await run({ servedLoggedIn: true, answers: { cookie: true } });
    expect(result.outcome).toBe('session-refreshed');
    expect(result.calls).toEqual(['checkAuthCookie', 'refreshSession']);
  });

  it('served as logged in, the refresh fails: logged out and sent home', async () => {
    const result = await run({
      saved: SIGNED_IN,
      servedLoggedIn: true,
      answers: { cookie: true, login: SIGNED_IN, refresh: new Error('401') },
    });
    expect(result).toEqual({
      outcome: 'refresh-failed-logged-out',
      calls: ['checkAuthCookie', 'loginState', 'refreshSession', 'logout'],
      login: { isLogin: false },
      wentHome: true,
    });
  });

  it('served as logged out but a user exists: token fetched with the refreshed jwt, user info reloaded', async () => {
    const result = await run({ servedLoggedIn: false, answers: { cookie: true } });
    expect(result).toEqual({
      outcome: 'user-found-token-fetched',
      calls: ['checkAuthCookie', 'refreshSession', 'userInfo'],
      login: SIGNED_IN,
      wentHome: false,
    });
  });

  it('served as logged out, a user exists, but the token cannot be fetched: nothing kept, stays', async () => {
    const result = await run({
      servedLoggedIn: false,
      answers: { cookie: true, refresh: new Error('502') },
    });
    expect(result.outcome).toBe('user-found-token-failed');
    expect(result.calls).toEqual(['checkAuthCookie', 'refreshSession']);
    expect(result.login).toBeUndefined();
    expect(result.wentHome).toBe(false);
  });

  it('served as logged out, no cookie, nothing saved: known to be signed out, no call but the check', async () => {
    const result = await run({ servedLoggedIn: false, answers: { cookie: false } });
    expect(result).toEqual({
      outcome: 'signed-out',
      calls: ['checkAuthCookie'],
      login: { isLogin: false },
      wentHome: false,
    });
  });
});
