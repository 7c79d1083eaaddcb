import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOAD_URL_PREFIX } from '@lawfirm/api-client';

import { ARTICLE_SEED } from '../seed/article-seed';
import { FAQ_SEED } from '../seed/faq-seed';
import { BANNER_SEED } from '../seed/banner-seed';
import { LAWYER_SEED } from '../seed/lawyer-seed';
import { OFFICE_SEED } from '../seed/office-seed';
import { SITE_CONTENT_SEED } from '../seed/site-content-seed';
import { STRENGTH_SEED } from '../seed/strength-seed';
import { STATIC_CACHE_CONTROL, STATIC_DIR, staticHost } from './static-host';

const SENTINEL = 'outside the static folder';
const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

describe('staticHost on a folder with a secret beside it', () => {
  let parent: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'api-static-'));
    const dir = join(parent, 'static');
    await mkdir(join(dir, 'lawyers'), { recursive: true });
    await writeFile(join(dir, 'lawyers', 'a.svg'), IMAGE);
    await mkdir(join(dir, 'upload', 'faq'), { recursive: true });
    await writeFile(join(dir, 'upload', 'faq', 'b.svg'), IMAGE);
    await writeFile(join(dir, '.env'), SENTINEL);
    await writeFile(join(parent, 'secret.txt'), SENTINEL);
    app = Fastify();
    await app.register(staticHost, { staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('serves a file with its type, a week of caching and an ETag', async () => {
    const response = await app.inject({ url: '/static/lawyers/a.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(IMAGE);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe(STATIC_CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers.etag).toBeDefined();

    const again = await app.inject({
      url: '/static/lawyers/a.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the uploads at /SE2/upload/ too, alike (spec/site.md §7)', async () => {
    const response = await app.inject({ url: `${UPLOAD_URL_PREFIX}/faq/b.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(IMAGE);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe(STATIC_CACHE_CONTROL);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    // Only the upload folder is under /SE2/upload/.
    const outside = await app.inject({ url: `${UPLOAD_URL_PREFIX}/../lawyers/a.svg` });
    expect(outside.statusCode).not.toBe(200);
  });

  it('lists no folder and serves no dotfile', async () => {
    for (const url of ['/static/', '/static/lawyers', '/static/lawyers/', '/static/.env']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('a.svg');
      expect(response.body, url).not.toContain(SENTINEL);
    }
  });

  it('never leaves its folder', async () => {
    for (const url of [
      '/static/../secret.txt',
      '/static/..%2fsecret.txt',
      '/static/%2e%2e/secret.txt',
      '/static/lawyers/..%2f..%2fsecret.txt',
      '/static/%2e%2e%2fsecret.txt',
      `${UPLOAD_URL_PREFIX}/..%2f..%2fsecret.txt`,
      `${UPLOAD_URL_PREFIX}/%2e%2e/%2e%2e/secret.txt`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain(SENTINEL);
    }
  });
});

describe('the static folder of the seed', () => {
  // Every image URL the seed stores must be a file the static host serves.
  const urls = [
    ...LAWYER_SEED.map((row) => row.image),
    ...ARTICLE_SEED.articles.flatMap((row) => (row.imgUrl ? [row.imgUrl] : [])),
    ...STRENGTH_SEED.map((row) => row.img),
    ...OFFICE_SEED.offices.map((row) => row.img),
    ...SITE_CONTENT_SEED.partnerLogos.map((row) => row.logo),
    ...BANNER_SEED.map((row) => `${row.filePath}${row.saveFileName}`),
  ];

  it('holds a file for every image path the seed stores', () => {
    const missing = urls.filter(
      (url) => !existsSync(join(STATIC_DIR, url.replace(/^\/static\//, ''))),
    );
    expect(missing).toEqual([]);
  });

  it('holds every upload the FAQ answers show, served at /SE2/upload/', async () => {
    const app = Fastify();
    await app.register(staticHost);
    try {
      expect(FAQ_SEED.uploads.length).toBeGreaterThan(0);
      for (const { path } of FAQ_SEED.uploads) {
        // The seed writes the relative prefix /upload/ the site rewrites.
        expect(path.startsWith('/upload/'), path).toBe(true);
        const response = await app.inject({ url: `/SE2${path}` });
        expect(response.statusCode, path).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('serves them under /static/', async () => {
    const app = Fastify();
    await app.register(staticHost);
    try {
      for (const url of [urls[0], urls.at(-1)]) {
        const response = await app.inject({ url: url ?? '' });
        expect(response.statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
