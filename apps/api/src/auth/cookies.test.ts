import { describe, expect, it } from 'vitest';

import { loadSettings } from '../settings';
import { authCookie, cookieScope, expiredCookie } from './cookies';

describe('cookie scope', () => {
  it.each([
    [{}, false], // default PUBLIC_URL http://localhost:3000
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, false],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, false],
    [{ PUBLIC_URL: 'https://lawfirm.example' }, true],
    [{ PUBLIC_URL: 'http://192.168.0.10:3000' }, true],
  ])('is Secure outside localhost (%j -> %s)', (env, secure) => {
    expect(cookieScope(loadSettings(env))).toEqual({ secure });
  });

  it('carries AUTH_COOKIE_DOMAIN', () => {
    const scope = cookieScope(
      loadSettings({
        PUBLIC_URL: 'https://www.lawfirm.example',
        AUTH_COOKIE_DOMAIN: 'lawfirm.example',
      }),
    );
    expect(scope).toEqual({ secure: true, domain: 'lawfirm.example' });
    expect(authCookie(scope, 'c', 'v', 60).options.domain).toBe('lawfirm.example');
  });

  it('expires a cookie without changing its flags', () => {
    const cookie = authCookie({ secure: true }, 'c', 'v', 60);
    expect(expiredCookie(cookie)).toEqual({
      name: 'c',
      value: '',
      options: { ...cookie.options, maxAge: 0 },
    });
  });
});
