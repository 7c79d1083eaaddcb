// CORS by path class (DESIGN.md §7): the chat's calls answer the widget hosts without
// credentials; the site's calls answer the site's own pages served on SITE_ORIGINS, with
// credentials; members, sign-in, operators and content answer no other origin at all, a widget
// host least of all.
import {
  APP_AUTH_PATH,
  APP_USER_PATH,
  AUTH_TOKEN_PATH,
  CASE_LIST_PATH,
  CENTER_LIST_PATH,
} from '@lawfirm/api-client/site';
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { DEMO_MEMBER_IDS } from '../seed/member-seed';
import { sessionCookies } from '../test-support/member-sessions';
import { testSettings, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { CHAT_REQUEST_HEADERS, PREFLIGHT_MAX_AGE_S, SITE_REQUEST_HEADERS } from './cors';

const WIDGET_HOST = 'http://localhost:3100';
const ELSEWHERE = 'https://elsewhere.example';
/** The site's pages served elsewhere than the api, calling it by VITE_API_BASE_URL. */
const SITE = 'http://localhost:3200';
const SETTINGS = testSettings({
  CORS_ORIGINS: `${WIDGET_HOST},https://partner.example`,
  SITE_ORIGINS: SITE,
});
const MEMBER = { id: DEMO_MEMBER_IDS.kakao, provider: 'kakao' } as const;

/** The preflight a browser sends before a call with a JSON body or headers of its own. */
const preflight = (url: string, method: string, origin = WIDGET_HOST): InjectOptions => ({
  method: 'OPTIONS',
  url,
  headers: {
    origin,
    'access-control-request-method': method,
    'access-control-request-headers': 'content-type',
  },
});

function expectClosed(response: LightMyRequestResponse): void {
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  expect(response.headers['access-control-allow-methods']).toBeUndefined();
}

describeOnEachDatabase('CORS', (getDatabase) => {
  const getApp = useSeededApp(getDatabase, () => SETTINGS);

  describe('the chat calls', () => {
    it('answer a widget host’s preflight without credentials, naming the chat’s headers', async () => {
      const response = await getApp().inject({
        ...preflight(CHAT_PATHS.authenticate, 'POST'),
        headers: {
          origin: WIDGET_HOST,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,a,v',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(WIDGET_HOST);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBe(
        CHAT_REQUEST_HEADERS.join(', '),
      );
      // Kept by the browser, so the widget's next calls go without a preflight.
      expect(response.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_S));
      expect(response.headers.vary).toContain('Origin');
    });

    it('let a widget host read the answer, and never say credentials are allowed', async () => {
      const response = await getApp().inject({
        method: 'POST',
        url: CHAT_PATHS.authenticate,
        headers: { origin: WIDGET_HOST, v: '1.0.0' },
        cookies: await sessionCookies(MEMBER),
        payload: { d: { center_code: 'CT0000' } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(WIDGET_HOST);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('answer an origin that is not a widget host without Access-Control-Allow-Origin', async () => {
      const response = await getApp().inject(preflight(CHAT_PATHS.authenticate, 'POST', ELSEWHERE));
      // Without Access-Control-Allow-Origin the browser refuses, whatever else is said.
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('the site’s calls from its pages on SITE_ORIGINS', () => {
    it('answer the site’s preflight for a member call with credentials and the site’s headers', async () => {
      const response = await getApp().inject(preflight(APP_USER_PATH, 'DELETE', SITE));
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-allow-methods']).toContain('DELETE');
      expect(response.headers['access-control-allow-headers']).toBe(
        SITE_REQUEST_HEADERS.join(', '),
      );
      expect(response.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_S));
    });

    it('let the site read the member’s data with the member’s cookie', async () => {
      const response = await getApp().inject({
        url: APP_USER_PATH,
        headers: { origin: SITE },
        cookies: await sessionCookies(MEMBER),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('let the site read content, and say that the answer depends on Origin', async () => {
      const fromSite = await getApp().inject({ url: CENTER_LIST_PATH, headers: { origin: SITE } });
      expect(fromSite.statusCode).toBe(200);
      expect(fromSite.headers['access-control-allow-origin']).toBe(SITE);
      // A shared cache keeps content answers: the one without CORS headers is not the site's.
      const fromNoPage = await getApp().inject({ url: CENTER_LIST_PATH });
      expect(fromNoPage.headers['access-control-allow-origin']).toBeUndefined();
      for (const response of [fromSite, fromNoPage]) {
        expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
      }
    });

    it('let the site’s own chat call the chat, without credentials', async () => {
      const response = await getApp().inject(preflight(CHAT_PATHS.authenticate, 'POST', SITE));
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('answer no other origin on the site’s calls', async () => {
      for (const origin of [ELSEWHERE, 'http://localhost:3201']) {
        expectClosed(await getApp().inject(preflight(APP_USER_PATH, 'GET', origin)));
      }
    });
  });

  describe.each([
    ['member: #10 user', 'GET', APP_USER_PATH],
    ['member: #16 case list', 'GET', `${CASE_LIST_PATH}?tapState=ongoing`],
    ['sign-in: #11 token (guard host)', 'GET', AUTH_TOKEN_PATH],
    ['sign-in: #11 token exchange', 'POST', AUTH_TOKEN_PATH],
    ['sign-in: #6 renewal', 'POST', APP_AUTH_PATH],
    ['operator: inquiries', 'GET', OPERATOR_PATHS.inquiries],
    ['operator: sign-in', 'POST', OPERATOR_PATHS.signIn],
    ['content: #1 group list', 'GET', CENTER_LIST_PATH],
  ])('%s (%s %s)', (_name, method, url) => {
    it('answers a widget host’s preflight with no CORS header', async () => {
      const response = await getApp().inject(preflight(url, method));
      expect(response.statusCode).not.toBe(204);
      expectClosed(response);
    });

    it('answers a widget host’s request with the member’s cookie with no CORS header', async () => {
      const response = await getApp().inject({
        method: method as InjectOptions['method'],
        url,
        headers: { origin: WIDGET_HOST },
        cookies: await sessionCookies(MEMBER),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      expectClosed(response);
    });
  });
});
