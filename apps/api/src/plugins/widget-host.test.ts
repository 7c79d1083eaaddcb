import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WIDGET_CHUNKS_DIR, widgetHost } from './widget-host';

const LOADER = 'window.__widgetLoaded = true;';

const SECRET = 'outside the widget folder';

describe('widgetHost', () => {
  let parent: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The widget folder sits next to a file it must never serve.
    parent = await mkdtemp(join(tmpdir(), 'api-widget-'));
    const dir = join(parent, 'embed');
    await mkdir(dir);
    await writeFile(join(dir, 'loader.js'), LOADER);
    await mkdir(join(dir, WIDGET_CHUNKS_DIR));
    await writeFile(join(dir, WIDGET_CHUNKS_DIR, 'history-view-ee9GTp_P.js'), 'export {};');
    await writeFile(join(parent, 'secret.txt'), SECRET);
    app = Fastify();
    await app.register(widgetHost, { widgetDistDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('serves the widget files to any origin under /widget/', async () => {
    const response = await app.inject({
      url: '/widget/loader.js',
      headers: { origin: 'https://any-customer.example' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOADER);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the hashed chunks for good and has the fixed names revalidated', async () => {
    const chunk = await app.inject({
      url: `/widget/${WIDGET_CHUNKS_DIR}/history-view-ee9GTp_P.js`,
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const loader = await app.inject({ url: '/widget/loader.js' });
    expect(loader.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(loader.headers.etag).toBeTruthy();
  });

  it('answers 404 for a file that is not there, and never leaves its folder', async () => {
    expect((await app.inject({ url: '/widget/nope.js' })).statusCode).toBe(404);
    for (const url of [
      '/widget/../secret.txt',
      '/widget/..%2fsecret.txt',
      '/widget/%2e%2e/secret.txt',
    ]) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toContain(SECRET);
    }
  });
});
