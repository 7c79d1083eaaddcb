// The back office at /console/: its hashed files, its index.html for every other path under
// it (the app routes in the browser), its strict policy, and nothing outside its folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildApp } from '../app';
import { testSettings } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { CONSOLE_CONTENT_SECURITY_POLICY } from './console-host';

const INDEX =
  '<!doctype html><html lang="ko"><script type="module" src="/console/assets/index-abc.js"></script></html>';

describeOnEachDatabase('consoleHost', (getDatabase) => {
  let parent: string;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'api-console-'));
    dist = join(parent, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'index-abc.js'), 'export {};');
    await writeFile(join(parent, 'secret.txt'), 'outside the console folder');
    app = await buildApp(testSettings({ BACK_OFFICE_DIST_DIR: dist }), {
      database: getDatabase(),
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(parent, { recursive: true, force: true });
  });

  it.each(['/console/', '/console/sign-in', '/console/inquiries/12?tab=mine'])(
    'answers %s with the app page, its own strict policy and no caching',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers a new build’s index.html without a restart', async () => {
    const rebuilt = INDEX.replace('index-abc.js', 'index-def.js');
    await writeFile(join(dist, 'index.html'), rebuilt);
    await writeFile(join(dist, 'assets', 'index-def.js'), 'export {};');
    expect((await app.inject({ url: '/console/' })).body).toBe(rebuilt);
    expect((await app.inject({ url: '/console/assets/index-def.js' })).statusCode).toBe(200);
    await writeFile(join(dist, 'index.html'), INDEX);
  });

  it('sends /console to /console/', async () => {
    const response = await app.inject({ url: '/console' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/console/');
  });

  it('serves the hashed files for good, and nothing outside the build', async () => {
    const asset = await app.inject({ url: '/console/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);

    const missing = await app.inject({ url: '/console/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ url: '/console/assets/..%2F..%2Fsecret.txt' });
    expect(escape.body).not.toContain('outside the console folder');
  });
});
