import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FAKE_ASSET, FAKE_TEMPLATE, writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { FakeSiteDist } from '../test-support/fake-site-dist';
import { siteHost } from './site-host';

const API_BASE_URL = 'http://127.0.0.1:4321';

describe('siteHost', () => {
  let site: FakeSiteDist;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await writeFakeSiteDist();
    app = Fastify();
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ notFound: true }));
    await app.register(siteHost, { siteDistDir: site.dir, apiBaseUrl: API_BASE_URL });
  });
  afterAll(async () => {
    await app.close();
    await site.remove();
  });

  it('renders a page through createSiteHandler with the template and the api base URL', async () => {
    const response = await app.inject({
      url: '/',
      headers: { host: 'site.example:3000', accept: 'text/html' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<main>렌더링된 페이지</main>');
    expect(response.body.startsWith('<!doctype html><html lang="ko"><body>')).toBe(true);
    const echo = JSON.parse(
      /<script type="application\/json">(.*)<\/script>/.exec(response.body)?.[1] ?? '{}',
    );
    expect(echo).toEqual({
      url: 'http://site.example:3000/',
      method: 'GET',
      accept: 'text/html',
      apiBaseUrl: API_BASE_URL,
    });
  });

  it('passes the full URL with its query and keeps every Set-Cookie header', async () => {
    const response = await app.inject({ url: '/integrate?search=%EC%9D%B4%ED%98%BC&tab=전체' });
    const echo = JSON.parse(
      /<script type="application\/json">(.*)<\/script>/.exec(response.body)?.[1] ?? '{}',
    );

    expect(new URL(echo.url).searchParams.get('search')).toBe('이혼');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers HEAD through the renderer without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/map' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers a Korean 500 page without internals when the renderer throws', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('일시적인 오류가 발생했습니다');
    expect(response.body).not.toContain('secret detail');
  });

  it("logs a page's failure that the renderer reports in the api's log", async () => {
    const lines: string[] = [];
    const logged = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    await logged.register(siteHost, { siteDistDir: site.dir, apiBaseUrl: API_BASE_URL });
    try {
      const response = await logged.inject({ url: '/page-failed' });
      expect(response.statusCode).toBe(500);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          msg: 'a site page failed',
          routeId: '/strength/',
          err: expect.objectContaining({ message: 'strength list: connect ECONNREFUSED' }),
        }),
      );
    } finally {
      await logged.close();
    }
  });

  it("sends the renderer's status code", async () => {
    const response = await app.inject({ url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('없는 페이지');
  });

  it('serves built assets as immutable and other client files for revalidation', async () => {
    const asset = await app.inject({ url: '/assets/x.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(FAKE_ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the raw template: /index.html is a page like any other', async () => {
    const response = await app.inject({ url: '/index.html' });
    expect(response.body).not.toBe(FAKE_TEMPLATE);
    expect(response.body).toContain('렌더링된 페이지');
  });

  it.each(['/api/unknown', '/chatctm/x', '/docs/unknown', '/healthz/x', '/widget/missing.js'])(
    'leaves %s to the api (not found here)',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ notFound: true });
    },
  );

  it.each([
    ['without the server entry', 'server/entry-server.js is missing', null],
    [
      'whose entry lacks createSiteHandler',
      'does not export a createSiteHandler function',
      'export const x = 1;',
    ],
  ])('refuses a dist folder %s', async (_case, problem, entrySource) => {
    const broken = await writeFakeSiteDist();
    const entryPath = join(broken.dir, 'server', 'entry-server.js');
    if (entrySource === null) await rm(entryPath);
    else await writeFile(entryPath, entrySource);
    const other = Fastify();
    try {
      await expect(
        other.register(siteHost, { siteDistDir: broken.dir, apiBaseUrl: API_BASE_URL }).ready(),
      ).rejects.toThrow(problem);
    } finally {
      await broken.remove();
    }
  });
});
