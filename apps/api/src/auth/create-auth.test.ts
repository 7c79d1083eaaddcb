import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSettings } from '../settings';
import { createAuth } from './create-auth';
import { followAuthorization, startMockIdentityProvider } from './mock-identity-provider';
import type { MockIdentityProvider } from './mock-identity-provider';

describe('createAuth', () => {
  let mock: MockIdentityProvider;
  beforeAll(async () => {
    mock = await startMockIdentityProvider();
  });
  afterAll(() => mock.stop());

  // What the /login/{provider} route and its callback will do, in the order they do it.
  it('signs a visitor in from /login/google to a session cookie', async () => {
    const auth = createAuth(
      loadSettings({ ...mock.settingsEnv('http://localhost:3000'), NODE_ENV: 'test' }),
    );
    expect(auth.providers.offered()).toEqual(['kakao', 'naver', 'google', 'apple']);

    // GET /login/google?clientKey=…&state=… (spec/site.md §7 #8)
    const request = auth.providers.createAuthorizationURL('google');
    const stateCookie = await auth.oauthStates.begin({
      provider: 'google',
      ...request,
      clientKey: 'web',
      clientState: '/mycase',
    });

    // The provider sends the browser back with code and state, and the state cookie.
    const callback = await followAuthorization(request.url);
    const flow = await auth.oauthStates.consume(stateCookie.value, {
      provider: 'google',
      state: callback.searchParams.get('state') ?? undefined,
    });
    expect(flow).toMatchObject({ clientKey: 'web', clientState: '/mycase' });
    const tokens = await auth.providers.exchangeCode(
      'google',
      callback.searchParams.get('code') ?? undefined,
      flow.codeVerifier,
    );
    const profile = await auth.providers.fetchProfile('google', tokens);
    expect(profile).toMatchObject({ provider: 'google', providerUserId: 'johndoe' });

    // Phase 2 upserts the member here; a made-up id stands in for its row.
    const { cookie } = await auth.sessions.issueSession({ id: randomUUID(), provider: 'google' });
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
    await expect(auth.sessions.readSession(cookie.value)).resolves.toMatchObject({
      provider: profile.provider,
    });
  });

  it('has the temporary login off by default', () => {
    expect(createAuth(loadSettings({})).testLoginEnabled).toBe(false);
    expect(createAuth(loadSettings({ AUTH_TEST_LOGIN_ENABLED: 'true' })).testLoginEnabled).toBe(
      true,
    );
  });
});
