// The headers of every kind of answer the api sends, through the whole app: pages (rendered,
// /docs, error pages, the site's files) get the page headers of DESIGN.md §7; the api's data
// keeps its own policy; a route's own policy (static files) is left alone.
import { CENTER_LIST_PATH } from '@lawfirm/api-client/site';
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';

import { buildApp } from '../app';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import { writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { FakeSiteDist } from '../test-support/fake-site-dist';
import { describeOnEachDatabase } from '../test-support/test-databases';

const PUBLIC_URL = 'https://www.lawfirm.example';
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function expectPageHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{24}'/);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The chat socket and file links name the public origin, not the page's.
  expect(policy).toContain(
    "connect-src 'self' https://www.lawfirm.example wss://www.lawfirm.example",
  );
}

describeOnEachDatabase('security headers', (getDatabase) => {
  let site: FakeSiteDist;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await writeFakeSiteDist();
  });
  afterAll(async () => {
    await site.remove();
  });
  beforeEach(async () => {
    const settings = loadSettings({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: IN_MEMORY_DATA_DIR,
      SITE_DIST_DIR: site.dir,
      PUBLIC_URL,
    });
    app = await buildApp(settings, { database: getDatabase() });
  });
  afterEach(async () => {
    await app.close();
  });

  it.each([
    ['a rendered page', '/consulting', 200],
    ['the login page', '/login', 200],
    ['a page the renderer does not know', '/missing', 404],
    ['the api docs', '/docs', 200],
    ['a file of the api docs', '/docs/static/index.css', 200],
    ['an unknown docs path', '/docs/nothing', 404],
    ['health', '/healthz', 200],
    ['a built asset of the site', '/assets/x.js', 200],
    ['a file of the site', '/favicon.svg', 200],
  ])('gives %s (%s) the page headers', async (_name, url, status) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expectPageHeaders(response);
  });

  it('lets /docs keep Swagger UI’s style elements, and still no inline script', async () => {
    const policy = String((await app.inject({ url: '/docs' })).headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{24}';/);
  });

  it('gives each response its own nonce', async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const policy = String(
        (await app.inject({ url: '/docs' })).headers['content-security-policy'],
      );
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('keeps the policy a route sets itself (static files are sandboxed)', async () => {
    const response = await app.inject({ url: '/static/banners/banner-01-pc.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['GET', CENTER_LIST_PATH],
    ['POST', CHAT_PATHS.authenticate],
    ['GET', '/chatops/inquiries'],
  ] as const)('keeps the api’s own policy on %s %s', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
