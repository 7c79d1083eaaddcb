// The whole authorization-code flow through the real routes, against oauth2-mock-server on
// loopback: the browser's part is played by hand (inject, follow the redirect, carry cookies).
import { AUTH_CALLBACK_PATH, authCallbackResponseSchema } from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Events } from 'oauth2-mock-server';
import type { MutableResponse, MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { OAUTH_STATE_COOKIE_NAME, SESSION_COOKIE_NAME } from '../auth';
import { followAuthorization, startMockIdentityProvider } from '../auth/mock-identity-provider';
import type { MockIdentityProvider } from '../auth/mock-identity-provider';
import { buildApp } from '../app';
import type { AuthProvider } from '../db/constants';
import { members } from '../db/schema';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import type { Settings } from '../settings';
import { snapshotData } from '../test-support/data-snapshot';
import { cookieSet } from '../test-support/member-sessions';
import { TEST_SETTINGS, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import type { AUTH_ERROR_MESSAGES } from './members-http';

const SITE = 'http://localhost:3000';
const SITE_STATE = '/mycase?tap=closed';

let mock: MockIdentityProvider;
// Claims the mock adds to the next id_token (Google, Apple); it signs only `sub` by default.
let idTokenClaims: Record<string, unknown> = {};

beforeAll(async () => {
  mock = await startMockIdentityProvider();
  mock.server.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
    Object.assign(token.payload, idTokenClaims);
  });
});
afterEach(() => {
  idTokenClaims = {};
});
afterAll(() => mock.stop());

function settingsFor(publicUrl: string): Settings {
  return loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    PUBLIC_URL: publicUrl,
    ...mock.settingsEnv(publicUrl),
  });
}

/** The user-info answer of the next Kakao sign-in. */
function kakaoUser(id: number, email: string, nickname: string) {
  mock.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
    response.body = { id, kakao_account: { email, profile: { nickname } } };
  });
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

interface Started {
  response: LightMyRequestResponse;
  stateCookie: string;
  /** Where the provider sends the browser back: the callback with code and state. */
  callback: URL;
}

/** Steps 1 and 2: /login/{provider} on the api, then the provider's sign-in page. */
async function startSignIn(app: FastifyInstance, provider: AuthProvider): Promise<Started> {
  const response = await app.inject({
    url: `/login/${provider}`,
    query: { clientKey: 'site-key', state: SITE_STATE },
  });
  expect(response.statusCode, response.body).toBe(302);
  const callback = await followAuthorization(new URL(String(response.headers.location)));
  return { response, stateCookie: cookieSet(response, OAUTH_STATE_COOKIE_NAME).value, callback };
}

/** Step 3: the browser comes back to the api with the state cookie. */
function returnFromProvider(app: FastifyInstance, started: Started, provider: AuthProvider) {
  const cookies = { [OAUTH_STATE_COOKIE_NAME]: started.stateCookie };
  if (provider === 'apple') {
    // Apple's form_post: the same fields as a form body.
    return app.inject({
      method: 'POST',
      url: started.callback.pathname,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(started.callback.searchParams),
        user: JSON.stringify({ name: { firstName: '보담', lastName: '윤' } }),
      }).toString(),
    });
  }
  return app.inject({ url: pathOf(started.callback), cookies });
}

async function loginState(app: FastifyInstance, session: string) {
  const response = await app.inject({
    url: AUTH_CALLBACK_PATH,
    cookies: { [SESSION_COOKIE_NAME]: session },
  });
  return authCallbackResponseSchema.parse(response.json()).data;
}

describeOnEachDatabase('members: sign-in through the identity service', (getDatabase) => {
  const getApp = useSeededApp(getDatabase, () => settingsFor(SITE));

  async function memberOf(provider: AuthProvider, providerUserId: string) {
    const rows = await getDatabase()
      .db.select()
      .from(members)
      .where(eq(members.providerUserId, providerUserId));
    return rows.filter((row) => row.provider === provider);
  }

  it('sends the visitor to the provider with state, and keeps it in a short httpOnly cookie', async () => {
    const response = await getApp().inject({
      url: '/login/google',
      query: { clientKey: 'site-key', state: SITE_STATE },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(String(response.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/login/google/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // The site's own state stays with us, inside the encrypted cookie.
    expect(response.headers.location).not.toContain('mycase');

    const cookie = cookieSet(response, OAUTH_STATE_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).not.toContain('mycase');
  });

  it('signs in with Kakao: creates the member, sets the session cookie, returns to the site', async () => {
    const app = getApp();
    const before = await snapshotData(getDatabase().db);
    const started = await startSignIn(app, 'kakao');
    kakaoUser(4_210_000_123, 'first@example.com', '카카오회원');
    const response = await returnFromProvider(app, started, 'kakao');

    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe(SITE_STATE);
    const session = cookieSet(response, SESSION_COOKIE_NAME);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
    expect(session.maxAge).toBe(14 * 24 * 60 * 60);
    expect(cookieSet(response, OAUTH_STATE_COOKIE_NAME)).toMatchObject({ value: '', maxAge: 0 });

    const [created, ...others] = await memberOf('kakao', '4210000123');
    expect(others).toEqual([]);
    expect(created).toMatchObject({ email: 'first@example.com', name: '카카오회원' });
    expect((await snapshotData(getDatabase().db)).members).toBe((before.members ?? 0) + 1);
    expect(await loginState(app, session.value)).toEqual({
      isLogin: true,
      email: 'first@example.com',
      name: '카카오회원',
      provider: 'kakao',
      // A first sign-in: the member has yet to send the sign-up data.
      signedUp: false,
      categories: [],
      fields: [],
    });

    // A second sign-in of the same Kakao account updates that member, never adds one.
    const again = await startSignIn(app, 'kakao');
    kakaoUser(4_210_000_123, 'second@example.com', '새별명');
    const second = await returnFromProvider(app, again, 'kakao');
    expect(second.statusCode, second.body).toBe(302);
    const [updated, ...more] = await memberOf('kakao', '4210000123');
    expect(more).toEqual([]);
    expect(updated?.id).toBe(created?.id);
    expect(updated?.email).toBe('second@example.com');
    // The name the member has (here the first provider name) is theirs; sign-up may change it.
    expect(updated?.name).toBe('카카오회원');
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(created?.updatedAt.getTime() ?? 0);
    expect((await snapshotData(getDatabase().db)).members).toBe((before.members ?? 0) + 1);
  });

  it('signs in with Google (PKCE) and Apple (form_post)', async () => {
    const app = getApp();
    const google = await startSignIn(app, 'google');
    idTokenClaims = { sub: 'google-sub-77', email: 'g@example.com', name: '박구글' };
    const googleAnswer = await returnFromProvider(app, google, 'google');
    expect(googleAnswer.statusCode, googleAnswer.body).toBe(302);
    const googleSession = cookieSet(googleAnswer, SESSION_COOKIE_NAME).value;
    expect(await loginState(app, googleSession)).toMatchObject({
      isLogin: true,
      name: '박구글',
      provider: 'google',
    });

    const apple = await startSignIn(app, 'apple');
    // Apple's form_post comes back cross-site: only a SameSite=None (so Secure) cookie travels.
    expect(cookieSet(apple.response, OAUTH_STATE_COOKIE_NAME)).toMatchObject({
      sameSite: 'None',
      secure: true,
    });
    idTokenClaims = { sub: 'apple-sub-88', email: 'relay@privaterelay.appleid.com' };
    const appleAnswer = await returnFromProvider(app, apple, 'apple');
    expect(appleAnswer.statusCode, appleAnswer.body).toBe(302);
    const [appleMember] = await memberOf('apple', 'apple-sub-88');
    expect(appleMember?.name).toBe('윤보담');
  });

  describe('refuses a callback that is not the one it started', () => {
    async function expectRefusedCallback(
      send: (app: FastifyInstance, started: Started) => Promise<LightMyRequestResponse>,
      code: keyof typeof AUTH_ERROR_MESSAGES,
    ) {
      const app = getApp();
      const started = await startSignIn(app, 'kakao');
      const before = await snapshotData(getDatabase().db);
      const response = await send(app, started);
      // Back to the site's sign-in page, which tells the visitor why (never JSON in the browser).
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe(`/login?reason=${code}`);
      expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE_NAME)).toBe(false);
      expect(cookieSet(response, OAUTH_STATE_COOKIE_NAME).maxAge).toBe(0);
      expect(await snapshotData(getDatabase().db)).toEqual(before);
    }

    const withState = (started: Started, state: string) => {
      const url = new URL(started.callback);
      url.searchParams.set('state', state);
      return pathOf(url);
    };

    it('another state than the cookie holds', () =>
      expectRefusedCallback(
        (app, started) =>
          app.inject({
            url: withState(started, 'forged-state-value'),
            cookies: { [OAUTH_STATE_COOKIE_NAME]: started.stateCookie },
          }),
        'state_mismatch',
      ));

    it('a tampered state cookie', () =>
      expectRefusedCallback((app, started) => {
        const value = started.stateCookie;
        const flipped = `${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
        return app.inject({
          url: pathOf(started.callback),
          cookies: { [OAUTH_STATE_COOKIE_NAME]: flipped },
        });
      }, 'state_invalid'));

    it('no state cookie at all', () =>
      expectRefusedCallback(
        (app, started) => app.inject({ url: pathOf(started.callback) }),
        'state_missing',
      ));

    it('the cookie of another provider', () =>
      expectRefusedCallback(
        (app, started) =>
          app.inject({
            url: pathOf(started.callback).replace('/login/kakao/', '/login/naver/'),
            cookies: { [OAUTH_STATE_COOKIE_NAME]: started.stateCookie },
          }),
        'state_mismatch',
      ));

    it('the provider reporting an error', () =>
      expectRefusedCallback(
        (app, started) =>
          app.inject({
            url: '/login/kakao/callback?error=access_denied',
            cookies: { [OAUTH_STATE_COOKIE_NAME]: started.stateCookie },
          }),
        'code_exchange_failed',
      ));

    it('the same callback a second time', async () => {
      const app = getApp();
      const started = await startSignIn(app, 'kakao');
      kakaoUser(4_210_000_999, 'once@example.com', '한번');
      expect((await returnFromProvider(app, started, 'kakao')).statusCode).toBe(302);
      const replay = await returnFromProvider(app, started, 'kakao');
      expect(replay.statusCode).toBe(302);
      expect(replay.headers.location).toBe('/login?reason=state_reused');
    });
  });

  it.each([
    ['an unknown provider', '/login/facebook?clientKey=k&state=/'],
    ['a missing clientKey', '/login/kakao?state=/'],
    ['a missing state', '/login/kakao?clientKey=k'],
    ['a state too long', `/login/kakao?clientKey=k&state=/${'a'.repeat(600)}`],
    ['markup in the clientKey', '/login/kakao?clientKey=%3Cb%3E&state=/'],
    ['a script as the state', '/login/kakao?clientKey=k&state=%3Cscript%3E'],
    ['a script as the code', '/login/kakao/callback?code=%3Cscript%3E&state=s'],
    ['a code of the wrong type', '/login/kakao/callback?code=a&code=b&state=s'],
  ])('sends the browser back to /login for %s, writing nothing', async (_case, url) => {
    const before = await snapshotData(getDatabase().db);
    const response = await getApp().inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?reason=request_invalid');
    expect(response.cookies).toEqual([]);
    expect(await snapshotData(getDatabase().db)).toEqual(before);
  });

  it('sends the browser back to /login for a provider without settings, naming no setting', async () => {
    const app = await buildApp(TEST_SETTINGS, { database: getDatabase() });
    try {
      const response = await app.inject({ url: '/login/naver?clientKey=k&state=/' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?reason=provider_not_configured');
      // The setting names are for the operator's log, not for the visitor's browser.
      expect(JSON.stringify(response.headers) + response.body).not.toContain('NAVER_CLIENT');
    } finally {
      await app.close();
    }
  });

  it('marks both cookies Secure when the public URL is https', async () => {
    const app = await buildApp(settingsFor('https://lawfirm.example'), {
      database: getDatabase(),
    });
    try {
      const started = await startSignIn(app, 'kakao');
      expect(cookieSet(started.response, OAUTH_STATE_COOKIE_NAME)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(started.callback.origin).toBe('https://lawfirm.example');
      kakaoUser(4_210_000_555, 'secure@example.com', '보안');
      const response = await returnFromProvider(app, started, 'kakao');
      expect(response.statusCode, response.body).toBe(302);
      expect(cookieSet(response, SESSION_COOKIE_NAME)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    } finally {
      await app.close();
    }
  });
});
