// DESIGN.md §7: a page on another origin cannot change anything with a member's cookie. Every
// unsafe call of the members area is refused to it before its body is read, while the site's
// pages served on SITE_ORIGINS are the site's and the identity providers' callbacks still come
// from their sites; and the only form body read is Apple's.
import {
  APP_AUTH_PATH,
  APP_USER_PATH,
  AUTH_LOGOUT_PATH,
  AUTH_TOKEN_PATH,
  USER_AGREE_PATH,
} from '@lawfirm/api-client/site';
import { apiErrorBodySchema } from '@lawfirm/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

import { SESSION_COOKIE_NAME } from '../auth';
import { members } from '../db/schema';
import { DEMO_MEMBER_IDS } from '../seed/member-seed';
import { snapshotData } from '../test-support/data-snapshot';
import { cookieSet, sessionCookies } from '../test-support/member-sessions';
import { testSettings, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { OTHER_SITE_MESSAGE } from './members-http';
import { MEMBERS_AREA_PREFIXES, UNSAFE_METHODS } from './members-routes';
import { routeCatalogueOf } from './route-catalogue';

const KAKAO = { id: DEMO_MEMBER_IDS.kakao, provider: 'kakao' } as const;
const WIDGET_HOST = 'http://localhost:3100';
/** The site's pages served elsewhere than the api (another port of its host: same-site). */
const SITE = 'http://localhost:3200';
const SETTINGS = testSettings({ CORS_ORIGINS: WIDGET_HOST, SITE_ORIGINS: SITE });
/** A page on another site, as a browser names it. */
const CROSS_SITE = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
/** A page of the site itself. */
const OWN_PAGE = { origin: SETTINGS.PUBLIC_URL, 'sec-fetch-site': 'same-origin' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function expectRefusedAsOtherSite(response: LightMyRequestResponse, call: string): void {
  expect(response.statusCode, call).toBe(403);
  const body = apiErrorBodySchema.parse(response.json());
  expect(body).toMatchObject({ result: false, msg: OTHER_SITE_MESSAGE });
  expect(body.issues?.[0]?.message).toContain(
    `${call} is accepted only from this site's own pages`,
  );
  expect(response.headers['set-cookie'], call).toBeUndefined();
}

describeOnEachDatabase('members: only the site’s own pages change anything', (getDatabase) => {
  const getApp = useSeededApp(getDatabase, () => SETTINGS);
  const memberRow = async (id: string) => {
    const [row] = await getDatabase().db.select().from(members).where(eq(members.id, id));
    return row;
  };

  it('refuses a sign-out from another site with 403, and the session goes on', async () => {
    const cookies = await sessionCookies(KAKAO);
    const response = await getApp().inject({
      method: 'POST',
      url: AUTH_LOGOUT_PATH,
      headers: CROSS_SITE,
      cookies,
      payload: {},
    });
    expectRefusedAsOtherSite(response, `POST ${AUTH_LOGOUT_PATH}`);
    expect((await getApp().inject({ url: APP_USER_PATH, cookies })).statusCode).toBe(200);
  });

  it('refuses a withdrawal from another site with 403, keeping the member and their data', async () => {
    const before = await snapshotData(getDatabase().db);
    const response = await getApp().inject({
      method: 'DELETE',
      url: APP_USER_PATH,
      headers: CROSS_SITE,
      cookies: await sessionCookies(KAKAO),
      payload: { reason: 'no_reason' },
    });
    expectRefusedAsOtherSite(response, `DELETE ${APP_USER_PATH}`);
    expect(await memberRow(KAKAO.id)).toBeDefined();
    expect(await snapshotData(getDatabase().db)).toEqual(before);
  });

  it('guards every unsafe call of the members area, and nothing changes', async () => {
    const guarded = routeCatalogueOf(getApp()).routes.filter(
      (route) =>
        UNSAFE_METHODS.has(route.method) &&
        MEMBERS_AREA_PREFIXES.some((prefix) => route.url.startsWith(`${prefix}/`)),
    );
    const calls = guarded.map((route) => `${route.method} ${route.url}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        `POST ${APP_AUTH_PATH}`,
        `POST ${AUTH_TOKEN_PATH}`,
        `POST ${AUTH_LOGOUT_PATH}`,
        `POST ${USER_AGREE_PATH}`,
        `PATCH ${APP_USER_PATH}`,
        `DELETE ${APP_USER_PATH}`,
      ]),
    );
    const cookies = await sessionCookies(KAKAO);
    for (const route of guarded) {
      const before = await snapshotData(getDatabase().db);
      const response = await getApp().inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(/:\w+/g, '1'),
        headers: CROSS_SITE,
        cookies,
        payload: {},
      });
      expectRefusedAsOtherSite(response, `${route.method} ${route.url}`);
      expect(await snapshotData(getDatabase().db)).toEqual(before);
    }
    // And the documents say so.
    const document = (await getApp().inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const route of guarded) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        Object.keys(document.paths[path]?.[route.method.toLowerCase()]?.responses ?? {}),
        `${route.method} ${route.url}`,
      ).toContain('403');
    }
  });

  it.each([
    ['on the api’s own origin', OWN_PAGE],
    ['served on SITE_ORIGINS', { origin: SITE, 'sec-fetch-site': 'same-site' }],
  ])('accepts the same calls from the site’s pages %s', async (_where, headers) => {
    const response = await getApp().inject({
      method: 'POST',
      url: AUTH_LOGOUT_PATH,
      headers,
      cookies: await sessionCookies(KAKAO),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieSet(response, SESSION_COOKIE_NAME).value).toBe('');
  });

  it.each([
    ['a widget host (CORS_ORIGINS)', WIDGET_HOST],
    ['another port of the site’s host', 'http://localhost:3201'],
  ])('refuses %s as it refuses any other origin', async (_who, origin) => {
    const response = await getApp().inject({
      method: 'POST',
      url: AUTH_LOGOUT_PATH,
      headers: { origin, 'sec-fetch-site': 'same-site' },
      cookies: await sessionCookies(KAKAO),
      payload: {},
    });
    expectRefusedAsOtherSite(response, `POST ${AUTH_LOGOUT_PATH}`);
  });

  it('lets a provider’s form_post callback come from the provider’s site', async () => {
    const response = await getApp().inject({
      method: 'POST',
      url: '/login/apple/callback',
      headers: { ...FORM, origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
      payload: 'code=abc&state=def',
    });
    // Not refused as another site's: judged by its state (there is none: back to sign-in).
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?reason=/);
  });

  it.each([
    ['#15 sign-out', AUTH_LOGOUT_PATH, ''],
    ['#18 agreement', USER_AGREE_PATH, 'marketing_agree=true&alert_agree=true'],
  ])('reads no form body for %s: 415, nothing changed', async (_call, url, payload) => {
    const before = await snapshotData(getDatabase().db);
    const response = await getApp().inject({
      method: 'POST',
      url,
      headers: FORM,
      cookies: await sessionCookies(KAKAO),
      payload,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(apiErrorBodySchema.parse(response.json()).result).toBe(false);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await snapshotData(getDatabase().db)).toEqual(before);
  });
});
