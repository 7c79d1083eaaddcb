import { EncryptJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { refusal } from '../test-support/auth-refusal';
import {
  OAUTH_STATE_COOKIE_NAME,
  OAUTH_STATE_TTL_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './constants';
import { deriveKey } from './keys';
import { createMemoryReplayGuard, createOAuthStates } from './oauth-state';
import type { OAuthFlow } from './oauth-state';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-keys';
const START = new Date('2026-03-02T09:00:00+09:00');

function setup(options: { secure?: boolean; secret?: string } = {}) {
  let now = START;
  const states = createOAuthStates({
    secret: options.secret ?? SECRET,
    scope: { secure: options.secure ?? false },
    now: () => now,
  });
  return {
    states,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const googleFlow: OAuthFlow = {
  provider: 'google',
  state: 'state-1f9a',
  codeVerifier: 'verifier-with-enough-entropy-0123456789abcdefghijklmno',
  clientKey: 'site-key',
  clientState: '/mycase',
};

describe('OAuth state cookie', () => {
  it('hands the flow back once, at the callback of the same provider and state', async () => {
    const { states } = setup();
    const cookie = await states.begin(googleFlow);
    expect(cookie.value).not.toContain(googleFlow.codeVerifier);
    expect(cookie.value.split('.')).toHaveLength(5); // a JWE: encrypted, not just signed
    expect(await states.consume(cookie.value, { provider: 'google', state: 'state-1f9a' })).toEqual(
      googleFlow,
    );
  });

  it('is an httpOnly, SameSite=Lax cookie for ten minutes, Secure outside localhost', async () => {
    const local = await setup({ secure: false }).states.begin(googleFlow);
    expect(local.name).toBe(OAUTH_STATE_COOKIE_NAME);
    expect(local.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: OAUTH_STATE_TTL_SECONDS,
    });
    expect(OAUTH_STATE_TTL_SECONDS).toBe(600);
    const deployed = await setup({ secure: true }).states.begin(googleFlow);
    expect(deployed.options.secure).toBe(true);
  });

  it('is SameSite=None and Secure for Apple, whose callback is a cross-site form POST', async () => {
    const { states } = setup({ secure: false });
    const cookie = await states.begin({ provider: 'apple', state: 'apple-state' });
    expect(cookie.options).toMatchObject({ sameSite: 'none', secure: true, httpOnly: true });
  });

  it('clears itself with the same name and path', () => {
    const { states } = setup();
    expect(states.clearCookie('kakao')).toMatchObject({
      name: OAUTH_STATE_COOKIE_NAME,
      value: '',
      options: { maxAge: 0, path: '/', httpOnly: true },
    });
  });

  it('refuses a reused state', async () => {
    const { states } = setup();
    const cookie = await states.begin(googleFlow);
    await states.consume(cookie.value, { provider: 'google', state: googleFlow.state });
    expect(
      await refusal(states.consume(cookie.value, { provider: 'google', state: googleFlow.state })),
    ).toBe('state_reused');
  });

  it('refuses a state past its ten minutes', async () => {
    const { states, advance } = setup();
    const cookie = await states.begin(googleFlow);
    advance(OAUTH_STATE_TTL_SECONDS + 1);
    expect(
      await refusal(states.consume(cookie.value, { provider: 'google', state: googleFlow.state })),
    ).toBe('state_expired');
  });

  it.each([
    ['no cookie', undefined, 'state-1f9a', 'state_missing'],
    ['an empty cookie', '', 'state-1f9a', 'state_missing'],
    ['no state from the provider', 'cookie', undefined, 'state_missing'],
    [
      'a cookie that is not ours',
      'eyJhbGciOiJkaXIifQ..aaaa.bbbb.cccc',
      'state-1f9a',
      'state_invalid',
    ],
  ] as const)('refuses %s', async (_case, cookieValue, state, code) => {
    const { states } = setup();
    expect(await refusal(states.consume(cookieValue, { provider: 'google', state }))).toBe(code);
  });

  it('refuses a tampered cookie', async () => {
    const { states } = setup();
    const cookie = await states.begin(googleFlow);
    const parts = cookie.value.split('.');
    const ciphertext = parts[3] as string;
    parts[3] = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(
      await refusal(
        states.consume(parts.join('.'), { provider: 'google', state: googleFlow.state }),
      ),
    ).toBe('state_invalid');
  });

  it('refuses a cookie encrypted under another secret', async () => {
    const cookie = await setup({ secret: `${SECRET}-other` }).states.begin(googleFlow);
    expect(
      await refusal(
        setup().states.consume(cookie.value, { provider: 'google', state: googleFlow.state }),
      ),
    ).toBe('state_invalid');
  });

  it('refuses a mismatched state or another provider', async () => {
    const { states } = setup();
    const cookie = await states.begin(googleFlow);
    expect(
      await refusal(states.consume(cookie.value, { provider: 'google', state: 'state-1f9b' })),
    ).toBe('state_mismatch');
    expect(
      await refusal(states.consume(cookie.value, { provider: 'kakao', state: googleFlow.state })),
    ).toBe('state_mismatch');
    // A refused callback does not use the state up.
    expect(
      await states.consume(cookie.value, { provider: 'google', state: googleFlow.state }),
    ).toEqual(googleFlow);
  });

  it('refuses a PKCE flow whose cookie has no verifier', async () => {
    // Correctly encrypted with our key, so only the missing verifier can be the reason.
    const forged = await new EncryptJWT({ provider: 'google', state: 'forged-state' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.oauthState)
      .setJti('forged')
      .setIssuedAt(START)
      .setExpirationTime(new Date(START.getTime() + 60_000))
      .encrypt(deriveKey(SECRET, 'oauth-state'));
    const { states } = setup();
    expect(
      await refusal(states.consume(forged, { provider: 'google', state: 'forged-state' })),
    ).toBe('verifier_missing');
    expect(await refusal(states.begin({ provider: 'google', state: 'x' }))).toBe(
      'verifier_missing',
    );
  });

  it('refuses an overlong clientKey or state from the site', async () => {
    const { states } = setup();
    expect(
      await refusal(states.begin({ provider: 'kakao', state: 's', clientState: 'x'.repeat(513) })),
    ).toBe('state_invalid');
  });
});

describe('memory replay guard', () => {
  it('claims an id once, and forgets it after it expires', () => {
    let now = START;
    const guard = createMemoryReplayGuard(() => now);
    const expiry = new Date(START.getTime() + 60_000);
    expect(guard.claim('a', expiry)).toBe(true);
    expect(guard.claim('a', expiry)).toBe(false);
    expect(guard.claim('b', expiry)).toBe(true);
    now = new Date(expiry.getTime() + 1);
    expect(guard.claim('a', new Date(now.getTime() + 60_000))).toBe(true);
  });
});
