import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { apiErrorBodySchema, INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import { CENTER_LIST_PATH, centerListResponseSchema } from '@lawfirm/api-client/site';
import {
  CHAT_PATHS,
  CHAT_RESULT_FAIL,
  METHOD_NOT_ALLOWED_CODE,
  NO_SUCH_CALL_CODE,
  REQUEST_INVALID_CODE,
} from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { CATEGORY_CODES, CENTER_CODES, DEFAULT_CENTER_CODE } from './constants';
import { seedDatabase } from './seed/seed-database';
import { MAX_PATH_PARAMETER_LENGTH, NO_ROUTE_MESSAGE } from './routes/not-found';
import { IN_MEMORY_DATA_DIR, loadSettings } from './settings';
import { writeFakeSiteDist } from './test-support/fake-site-dist';
import type { FakeSiteDist } from './test-support/fake-site-dist';
import { describeOnEachDatabase } from './test-support/test-databases';

const PARTNER_ORIGIN = 'https://partner.example';

const baseEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY_DATA_DIR };
const settings = loadSettings({ ...baseEnv, CORS_ORIGINS: PARTNER_ORIGIN });

describeOnEachDatabase('the api', (getDatabase) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildApp(settings, { database: getDatabase() });
  });
  afterEach(async () => {
    await app.close();
  });

  it('lists every group of the spec, the whole firm first, in the shared schema', async () => {
    await seedDatabase(getDatabase().db);
    const response = await app.inject({ method: 'GET', url: CENTER_LIST_PATH });

    expect(response.statusCode).toBe(200);
    const body = centerListResponseSchema.parse(response.json());
    expect(body.result).toBe(true);
    const codes = body.data.map((center) => center.code);
    expect(codes[0]).toBe(DEFAULT_CENTER_CODE);
    expect(codes).toHaveLength(32);
    expect(new Set(codes)).toEqual(
      new Set([DEFAULT_CENTER_CODE, ...CATEGORY_CODES, ...CENTER_CODES]),
    );
    // The categories keep the spec's order (spec/site.md §3), the centres follow.
    expect(codes.slice(1, 26)).toEqual([...CATEGORY_CODES]);
  });

  it('nests the children of a group with their link URLs', async () => {
    await seedDatabase(getDatabase().db);
    const body = centerListResponseSchema.parse(
      (await app.inject({ url: CENTER_LIST_PATH })).json(),
    );
    const forensic = body.data.find((center) => center.code === 'CT0023');

    expect(forensic).toMatchObject({ code_name: '디지털포렌식센터', parent_code: 'centre' });
    expect(forensic?.children.map((child) => child.code)).toEqual(['CT0029', 'CT0015']);
    expect(forensic?.children[0]?.etc2).toBe('/faq/digital-forensics');
  });

  it('answers an empty list before the seed has run', async () => {
    const response = await app.inject({ url: CENTER_LIST_PATH });
    expect(response.json()).toEqual({ result: true, data: [] });
  });

  it('reports health after a database round trip', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: getDatabase().driver });
  });

  it('describes the routes in an OpenAPI document generated from the zod schemas', async () => {
    const response = await app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, { get?: { responses: object } }>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths[CENTER_LIST_PATH]?.get?.responses).toHaveProperty('200');
    expect(document.paths['/healthz']).toBeDefined();

    const ui = await app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown /api path with a 404 in the site envelope', async () => {
    const response = await app.inject({ url: '/api/no-such-call?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      result: false,
      msg: NO_ROUTE_MESSAGE,
      issues: [{ path: '', message: 'No route for GET /api/no-such-call' }],
    });
  });

  it('answers a known /api path with another method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: CENTER_LIST_PATH });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(apiErrorBodySchema.parse(response.json()).msg).toBe(NO_ROUTE_MESSAGE);
  });

  it.each([
    ['an unknown chat call', 'POST', '/chatctm/chi/nosuchcall', 404, NO_SUCH_CALL_CODE],
    ['a chat call with GET', 'GET', CHAT_PATHS.messageSend, 405, METHOD_NOT_ALLOWED_CODE],
    ['an unknown operator path', 'GET', '/chatops/nothing/here', 404, NO_SUCH_CALL_CODE],
    [
      'an operator path with PUT',
      'PUT',
      '/chatops/inquiries/7/close',
      405,
      METHOD_NOT_ALLOWED_CODE,
    ],
  ] as const)(
    'answers %s in the result_info envelope',
    async (_name, method, url, status, code) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        result_info: { result_cd: code, result_type_cd: CHAT_RESULT_FAIL },
        data: null,
      });
      if (status === 405) expect(response.headers.allow).toContain('POST');
    },
  );

  const longParameter = '1'.repeat(MAX_PATH_PARAMETER_LENGTH + 1);
  it.each([
    ['a site call, GET', 'GET', `/api/faq/${longParameter}`],
    ['a site call, POST', 'POST', `/api/faq/${longParameter}/feedback`],
    ['a site call with a broken escape', 'GET', '/api/faq/%zz'],
    ['a trailing slash', 'GET', `${CENTER_LIST_PATH}/`],
  ] as const)('answers %s in the site envelope, never Fastify’s', async (name, method, url) => {
    const response = await app.inject({ method, url });
    const body = apiErrorBodySchema.parse(response.json());
    if (name === 'a trailing slash') {
      expect(response.statusCode).toBe(404);
      expect(body.msg).toBe(NO_ROUTE_MESSAGE);
    } else {
      expect(response.statusCode).toBe(400);
      expect(body.msg).toBe(INVALID_REQUEST_MESSAGE);
      expect(body.issues?.[0]?.message).toContain(url.includes('%') ? 'cannot be read' : 'longer');
    }
  });

  it.each([
    ['a chat file with a long key', 'GET', `/chatctm/files/${'k'.repeat(300)}`],
    ['an operator path with a long number', 'POST', `/chatops/inquiries/${longParameter}/close`],
    ['an operator path with a broken escape', 'POST', '/chatops/inquiries/%E0%A4/close'],
  ] as const)('answers %s in the result_info envelope with 400', async (_n, method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result_info: { result_cd: REQUEST_INVALID_CODE, result_type_cd: CHAT_RESULT_FAIL },
      data: null,
    });
  });

  it('answers a page address it cannot read with a Korean page', async () => {
    const response = await app.inject({ url: '/faq/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('주소가 올바르지 않습니다');
  });

  it('answers other unknown paths in plain text', async () => {
    const response = await app.inject({ url: '/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('allows cross-origin chat calls from the listed origins only (plugins/cors.test.ts)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/chatctm/ctf/crtfica',
      headers: { origin: PARTNER_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const other = await app.inject({
      method: 'OPTIONS',
      url: '/chatctm/ctf/crtfica',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    // Only the chat's paths are open to other origins.
    for (const url of [CENTER_LIST_PATH, '/healthz']) {
      const closed = await app.inject({ url, headers: { origin: PARTNER_ORIGIN } });
      expect(closed.statusCode).toBe(200);
      expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  // The site host must never shadow the api: api paths stay JSON, other pages are rendered.
  describe('with SITE_DIST_DIR set', () => {
    let site: FakeSiteDist;
    let siteApp: FastifyInstance;

    // Big enough to be worth compressing; the static host lists its files when it starts.
    const script = `console.log(${JSON.stringify('대륜 '.repeat(2_000))});`;

    beforeAll(async () => {
      site = await writeFakeSiteDist();
      await writeFile(join(site.dir, 'client', 'assets', 'big.js'), script);
    });
    afterAll(async () => {
      await site.remove();
    });
    beforeEach(async () => {
      const withSite = loadSettings({ ...baseEnv, SITE_DIST_DIR: site.dir });
      siteApp = await buildApp(withSite, { database: getDatabase() });
    });
    afterEach(async () => {
      await siteApp.close();
    });

    it('renders site pages and still answers the api paths itself', async () => {
      const page = await siteApp.inject({ url: '/faq' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main>렌더링된 페이지</main>');

      await seedDatabase(getDatabase().db);
      const api = await siteApp.inject({ url: CENTER_LIST_PATH });
      expect(centerListResponseSchema.parse(api.json()).data).toHaveLength(32);
      const unknownCall = await siteApp.inject({ url: '/api/nope' });
      expect(unknownCall.statusCode).toBe(404);
      expect(unknownCall.json()).toMatchObject({ result: false, msg: NO_ROUTE_MESSAGE });
      for (const url of ['/chatops/nope', '/chatctm/nope']) {
        const unknownChatPath = await siteApp.inject({ url });
        expect(unknownChatPath.statusCode).toBe(404);
        expect(unknownChatPath.json()).toMatchObject({
          result_info: { result_cd: NO_SUCH_CALL_CODE },
        });
      }
      expect((await siteApp.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
      expect((await siteApp.inject({ url: '/docs/json' })).statusCode).toBe(200);
    });

    it('compresses pages, scripts and JSON for browsers that accept it', async () => {
      await seedDatabase(getDatabase().db);

      const js = await siteApp.inject({
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(js.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(js.rawPayload).toString()).toBe(script);

      const api = await siteApp.inject({
        url: CENTER_LIST_PATH,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(api.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(api.rawPayload).toString()).data).toHaveLength(32);

      // Long enough to be worth compressing: the fake renderer writes the URL into the page.
      const page = await siteApp.inject({
        url: `/faq?q=${'a'.repeat(1_200)}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('<main>렌더링된 페이지</main>');

      const plain = await siteApp.inject({ url: '/assets/big.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });
  });
});
