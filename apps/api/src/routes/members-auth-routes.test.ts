import {
  APP_AUTH_PATH,
  APP_USER_PATH,
  AUTH_CALLBACK_PATH,
  AUTH_CHECK_PATH,
  AUTH_LOGOUT_PATH,
  AUTH_TOKEN_PATH,
  authCallbackResponseSchema,
  authCheckResponseSchema,
  authTokenResponseSchema,
  TEMP_LOGIN_PATH,
} from '@lawfirm/api-client/site';
import { apiErrorBodySchema } from '@lawfirm/api-client';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createAuth, SESSION_COOKIE_NAME } from '../auth';
import { buildApp } from '../app';
import { DEMO_MEMBER_IDS } from '../seed/member-seed';
import { LOCAL_SITE_LINKS } from '../seed/site-links';
import { loadSettings } from '../settings';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { cookieSet, sessionCookies } from '../test-support/member-sessions';
import { TEST_SETTINGS, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { AUTH_ERROR_MESSAGES, OTHER_SITE_MESSAGE } from './members-http';

const KAKAO = { id: DEMO_MEMBER_IDS.kakao, provider: 'kakao' } as const;
/** The kakao demo member's seeded address, under the site's domain. */
const KAKAO_EMAIL = LOCAL_SITE_LINKS.email('onyu.demo');
const NAVER = { id: DEMO_MEMBER_IDS.naver, provider: 'naver' } as const;
const FLAG_ON = loadSettings({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  AUTH_TEST_LOGIN_ENABLED: 'true',
});
const auth = createAuth(TEST_SETTINGS);

/** A well-formed JWT that is not ours: signed with another key. */
const foreignJwt = () =>
  new SignJWT({ sub: DEMO_MEMBER_IDS.naver, provider: 'naver' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('someone-elses-secret-of-32-characters!!'));

/** A session of a member that does not exist (e.g. withdrawn since). */
const GONE = { id: '00000000-0000-4000-8000-0000000000ff', provider: 'kakao' } as const;

describeOnEachDatabase('members: session calls', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  describe('#6 check and renewal', () => {
    it('passes a valid session, and POST renews its cookie', async () => {
      const cookies = await sessionCookies(KAKAO);
      const check = await getApp().inject({ url: AUTH_CHECK_PATH, cookies });
      expect(authCheckResponseSchema.parse(check.json())).toEqual({ result: true });
      expect(check.cookies).toEqual([]);

      const renew = await getApp().inject({ method: 'POST', url: APP_AUTH_PATH, cookies });
      expect(renew.json()).toEqual({ result: true });
      const renewed = cookieSet(renew, SESSION_COOKIE_NAME);
      expect(renewed).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await auth.sessions.readSession(renewed.value)).memberId).toBe(KAKAO.id);
    });

    it.each([
      ['no cookie', {}],
      ['a forged cookie', { [SESSION_COOKIE_NAME]: 'a.b.c' }],
      ['the session of a member who is gone', 'gone'],
    ] as const)('answers result false with a message for %s', async (_case, cookies) => {
      const sent = cookies === 'gone' ? await sessionCookies(GONE) : cookies;
      for (const request of [
        { url: AUTH_CHECK_PATH, cookies: sent },
        { method: 'POST', url: APP_AUTH_PATH, cookies: sent },
      ] satisfies InjectOptions[]) {
        const response = await getApp().inject(request);
        expect(response.statusCode).toBe(200);
        const body = authCheckResponseSchema.parse(response.json());
        expect(body.result).toBe(false);
        expect(body.message).toMatch(/session|member/);
        expect(response.cookies.some((cookie) => cookie.value !== '')).toBe(false);
      }
    });
  });

  describe('#7 login state', () => {
    it('answers the member when signed in, never cached', async () => {
      const response = await getApp().inject({
        url: AUTH_CALLBACK_PATH,
        cookies: await sessionCookies(KAKAO),
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toContain('application/json');
      expect(authCallbackResponseSchema.parse(response.json()).data).toEqual({
        isLogin: true,
        email: KAKAO_EMAIL,
        name: expect.any(String),
        provider: 'kakao',
        signedUp: true,
        categories: expect.any(Array),
        fields: expect.any(Array),
      });
    });

    it.each([
      ['no cookie', async () => ({})],
      ['a forged cookie', async () => ({ [SESSION_COOKIE_NAME]: await foreignJwt() })],
      ['a member who is gone', () => sessionCookies(GONE)],
    ])('answers isLogin false for %s', async (_case, cookies) => {
      const response = await getApp().inject({ url: AUTH_CALLBACK_PATH, cookies: await cookies() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: true, data: { isLogin: false } });
    });
  });

  describe('#11 token hand-over', () => {
    it('gives a signed-in member a token that opens a session on the auth host', async () => {
      const issued = await getApp().inject({
        url: AUTH_TOKEN_PATH,
        cookies: await sessionCookies(NAVER),
      });
      expect(issued.statusCode).toBe(200);
      const { token } = authTokenResponseSchema.parse(issued.json());
      expect((await auth.sessions.readAuthToken(token)).memberId).toBe(NAVER.id);

      const exchanged = await getApp().inject({
        method: 'POST',
        url: AUTH_TOKEN_PATH,
        payload: { jwt: token },
      });
      expect(exchanged.statusCode).toBe(200);
      const fresh = authTokenResponseSchema.parse(exchanged.json()).token;
      expect((await auth.sessions.readAuthToken(fresh)).memberId).toBe(NAVER.id);
      const session = cookieSet(exchanged, SESSION_COOKIE_NAME);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await auth.sessions.readSession(session.value)).memberId).toBe(NAVER.id);
    });

    it('answers 401 without a session, and for a token that is not ours or names nobody', async () => {
      const noSession = await getApp().inject({ url: AUTH_TOKEN_PATH });
      expect(noSession.statusCode).toBe(401);
      expect(noSession.json().msg).toBe(AUTH_ERROR_MESSAGES.session_missing);

      const gone = await auth.sessions.issueAuthToken(GONE);
      // A session is not a token either: each kind has its own key and audience.
      const session = (await sessionCookies(KAKAO))[SESSION_COOKIE_NAME] ?? '';
      for (const jwt of [await foreignJwt(), gone, session]) {
        const before = await snapshotData(getDatabase().db);
        const response = await getApp().inject({
          method: 'POST',
          url: AUTH_TOKEN_PATH,
          payload: { jwt },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().msg).toBe(AUTH_ERROR_MESSAGES.token_invalid);
        expect(response.cookies).toEqual([]);
        expect(await snapshotData(getDatabase().db)).toEqual(before);
      }
    });

    // DESIGN.md §7: a token posted from another site's page must not sign its visitor in.
    it.each([
      [
        'another site (Sec-Fetch-Site: cross-site)',
        { 'sec-fetch-site': 'cross-site' },
        'cross-site',
      ],
      [
        'another port of the same host (Sec-Fetch-Site: same-site)',
        { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3100' },
        'same-site',
      ],
      [
        'another origin named by Origin alone',
        { origin: 'https://elsewhere.example' },
        'https://elsewhere.example',
      ],
      ['an opaque origin', { origin: 'null' }, 'came from null'],
    ])(
      'refuses a token exchange from %s with 403, setting no cookie',
      async (_case, headers, named) => {
        const token = await auth.sessions.issueAuthToken(NAVER);
        const before = await snapshotData(getDatabase().db);
        const response = await getApp().inject({
          method: 'POST',
          url: AUTH_TOKEN_PATH,
          headers,
          payload: { jwt: token },
        });
        expect(response.statusCode).toBe(403);
        const body = apiErrorBodySchema.parse(response.json());
        expect(body).toMatchObject({ result: false, msg: OTHER_SITE_MESSAGE });
        expect(body.issues?.[0]?.message).toContain(
          `POST ${AUTH_TOKEN_PATH} is accepted only from this site's own pages`,
        );
        expect(body.issues?.[0]?.message).toContain(named);
        expect(response.cookies).toEqual([]);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(await snapshotData(getDatabase().db)).toEqual(before);
      },
    );

    it('exchanges a token from the site’s own pages, by Origin and Sec-Fetch-Site', async () => {
      for (const headers of [
        { 'sec-fetch-site': 'same-origin', origin: TEST_SETTINGS.PUBLIC_URL },
        { origin: 'http://site.example:8080', host: 'site.example:8080' },
      ]) {
        const response = await getApp().inject({
          method: 'POST',
          url: AUTH_TOKEN_PATH,
          headers,
          payload: { jwt: await auth.sessions.issueAuthToken(NAVER) },
        });
        expect(response.statusCode).toBe(200);
        expect(cookieSet(response, SESSION_COOKIE_NAME).value).not.toBe('');
      }
    });

    const post = (payload: unknown): InjectOptions => ({
      method: 'POST',
      url: AUTH_TOKEN_PATH,
      payload: payload as InjectOptions['payload'],
    });
    it.each<BadInput>([
      { name: 'a missing jwt', request: post({}), path: 'jwt' },
      { name: 'a jwt as a number', request: post({ jwt: 42 }), path: 'jwt' },
      { name: 'a jwt too long', request: post({ jwt: `${'a'.repeat(4100)}.b.c` }), path: 'jwt' },
      { name: 'markup as the jwt', request: post({ jwt: '<b>a</b>.b.c' }), path: 'jwt' },
      { name: 'a script as the jwt', request: post({ jwt: '<script>x</script>' }), path: 'jwt' },
      { name: 'an unknown field', request: post({ jwt: 'a.b.c', admin: true }), path: '' },
    ])('answers 400 for $name', (input) => expectRefused(getApp(), getDatabase().db, input));
  });

  describe('#15 logout', () => {
    it('clears the session cookie with the flags it was set with', async () => {
      for (const payload of [{}, undefined]) {
        const response = await getApp().inject({
          method: 'POST',
          url: AUTH_LOGOUT_PATH,
          cookies: await sessionCookies(KAKAO),
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ result: true });
        expect(cookieSet(response, SESSION_COOKIE_NAME)).toMatchObject({
          value: '',
          maxAge: 0,
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
        });
      }
    });

    const logout = (payload: unknown): InjectOptions => ({
      method: 'POST',
      url: AUTH_LOGOUT_PATH,
      payload: payload as InjectOptions['payload'],
    });
    it.each<BadInput>([
      { name: 'a list as the body', request: logout([]), path: '' },
      { name: 'an unknown field', request: logout({ all: true }), path: '' },
      { name: 'a script field', request: logout({ '<script>': 'x' }), path: '' },
      {
        name: 'text that is not JSON',
        request: { ...logout('<b>bye</b>'), headers: { 'content-type': 'application/json' } },
        path: '',
      },
    ])('answers 400 for $name', (input) => expectRefused(getApp(), getDatabase().db, input));
  });

  describe('#9 temporary login', () => {
    it('does not exist while its flag is off', async () => {
      const response = await getApp().inject({
        url: TEMP_LOGIN_PATH,
        query: { jwt: await foreignJwt(), state: '/' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.cookies).toEqual([]);
    });

    it('signs in the demo member, or the member an auth token of ours names, while on', async () => {
      const app = await buildApp(FLAG_ON, { database: getDatabase() });
      try {
        const demo = await app.inject({
          url: TEMP_LOGIN_PATH,
          query: { jwt: await foreignJwt(), state: 'mycase' },
        });
        expect(demo.statusCode, demo.body).toBe(302);
        expect(demo.headers.location).toBe('/mycase');
        const demoSession = cookieSet(demo, SESSION_COOKIE_NAME);
        expect(demoSession).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        const user = await app.inject({
          url: APP_USER_PATH,
          cookies: { [SESSION_COOKIE_NAME]: demoSession.value },
        });
        expect(user.json().data.email).toBe(KAKAO_EMAIL);

        const token = await createAuth(FLAG_ON).sessions.issueAuthToken(NAVER);
        const chosen = await app.inject({
          url: TEMP_LOGIN_PATH,
          query: { jwt: token, state: '/' },
        });
        expect(chosen.headers.location).toBe('/');
        const session = cookieSet(chosen, SESSION_COOKIE_NAME).value;
        expect((await createAuth(FLAG_ON).sessions.readSession(session)).memberId).toBe(NAVER.id);

        const get = (query: Record<string, string>) => ({ url: TEMP_LOGIN_PATH, query });
        const jwt = await foreignJwt();
        const refusals: BadInput[] = [
          { name: 'a missing jwt', request: get({ state: '/' }), path: 'jwt' },
          { name: 'a missing state', request: get({ jwt }), path: 'state' },
          { name: 'a jwt that is not one', request: get({ jwt: 'abc', state: '/' }), path: 'jwt' },
          {
            name: 'a state too long',
            request: get({ jwt, state: `/${'a'.repeat(600)}` }),
            path: 'state',
          },
          {
            name: 'a script as the state',
            request: get({ jwt, state: '<script>' }),
            path: 'state',
          },
        ];
        for (const input of refusals) await expectRefused(app, getDatabase().db, input);
      } finally {
        await app.close();
      }
    });
  });
});
