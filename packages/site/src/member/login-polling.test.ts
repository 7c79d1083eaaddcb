import type { LoginInfo } from '@lawfirm/api-client/site-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pollLogin } from './login-polling';
import { LOGIN_POLL_INTERVAL_MS, LOGIN_POLL_MAX_MS } from './member-constants';

const SIGNED_IN: LoginInfo = {
  isLogin: true,
  email: null,
  name: '김하늘',
  provider: 'naver',
  signedUp: false,
  categories: [],
  fields: [],
};

describe('pollLogin (spec/site.md §4 Login, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks at once and then every second for 15 s, no longer', async () => {
    const loginState = vi.fn(async (): Promise<LoginInfo> => ({ isLogin: false }));
    pollLogin({ loginState, onLogin: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(loginState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_INTERVAL_MS - 1);
    expect(loginState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loginState).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MAX_MS);
    // t = 0, 1 s, …, 15 s.
    expect(loginState).toHaveBeenCalledTimes(LOGIN_POLL_MAX_MS / LOGIN_POLL_INTERVAL_MS + 1);
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MAX_MS);
    expect(loginState).toHaveBeenCalledTimes(LOGIN_POLL_MAX_MS / LOGIN_POLL_INTERVAL_MS + 1);
  });

  it('stops at the first check that finds the member, and reports them once', async () => {
    const answers: LoginInfo[] = [{ isLogin: false }, { isLogin: false }, SIGNED_IN];
    const loginState = vi.fn(async () => answers.shift() ?? SIGNED_IN);
    const onLogin = vi.fn();
    pollLogin({ loginState, onLogin });
    await vi.advanceTimersByTimeAsync(5 * LOGIN_POLL_INTERVAL_MS);
    expect(loginState).toHaveBeenCalledTimes(3);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith(SIGNED_IN);
  });

  it('logs a failed check as "userCheck failed" and goes on polling', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loginState = vi
      .fn<() => Promise<LoginInfo>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(SIGNED_IN);
    const onLogin = vi.fn();
    pollLogin({ loginState, onLogin });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('userCheck failed', expect.any(Error));
    expect(onLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_INTERVAL_MS);
    expect(onLogin).toHaveBeenCalledWith(SIGNED_IN);
  });

  it('stops when the page closes: no check after, no late report', async () => {
    let answer: (login: LoginInfo) => void = () => undefined;
    const loginState = vi.fn(
      () =>
        new Promise<LoginInfo>((resolve) => {
          answer = resolve;
        }),
    );
    const onLogin = vi.fn();
    const stop = pollLogin({ loginState, onLogin });
    stop();
    answer(SIGNED_IN);
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MAX_MS);
    expect(loginState).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });
});
