import { brotliDecompressSync } from 'node:zlib';

import {
  CENTER_LIST_PATH,
  FAQ_LIST_PATH,
  SEO_FIELD_LIST_PATH,
  INFO_DETAIL_PATH,
} from '@lawfirm/api-client/site';
import { fillPath } from '@lawfirm/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

import { EVERYTHING } from './content-change';
import { buildApp } from '../app';
import { DEFAULT_CENTER_CODE } from '../constants';
import { groups } from '../db/schema';
import { seedDatabase } from '../seed/seed-database';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { createLocalContentChanges } from './content-changes';
import { PUBLIC_CONTENT_CACHE_CONTROL } from './content-cache';

describeOnEachDatabase('the public content cache', (getDatabase) => {
  const changes = createLocalContentChanges();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase(), contentChanges: changes });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await seedDatabase(getDatabase().db);
    await changes.announce(EVERYTHING);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const renameFirm = (name: string) =>
    getDatabase()
      .db.update(groups)
      .set({ codeName: name })
      .where(eq(groups.code, DEFAULT_CENTER_CODE));

  it('answers a repeated read with the same bytes, from the cache until a change is announced', async () => {
    const first = await get(CENTER_LIST_PATH);
    expect(first.statusCode).toBe(200);
    await renameFirm('캐시 확인용 이름');

    const second = await get(CENTER_LIST_PATH);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).not.toContain('캐시 확인용 이름');

    await changes.announce(EVERYTHING);
    const third = await get(CENTER_LIST_PATH);
    expect(third.body).toContain('캐시 확인용 이름');
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers the seed script as it runs: a re-seed announced replaces what was cached', async () => {
    await get(CENTER_LIST_PATH);
    await renameFirm('시드 전 이름');
    await seedDatabase(getDatabase().db);
    await changes.announce(EVERYTHING);

    const after = await get(CENTER_LIST_PATH);
    expect(after.body).not.toContain('시드 전 이름');
  });

  it('sends a strong ETag and a public Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await get(FAQ_LIST_PATH);
    expect(first.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    for (const response of [first, await get(FAQ_LIST_PATH)]) {
      const again = await get(FAQ_LIST_PATH, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const changed = await get(FAQ_LIST_PATH, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);

    // Read again from the database (nothing kept), the same bytes still answer 304.
    await changes.announce(EVERYTHING);
    const reread = await get(FAQ_LIST_PATH, { 'if-none-match': String(first.headers.etag) });
    expect(reread.statusCode).toBe(304);
    expect(reread.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
  });

  it('keeps each compressed form under its own ETag and sends the same bytes in it', async () => {
    const plain = await get(CENTER_LIST_PATH);
    for (let round = 0; round < 2; round += 1) {
      const br = await get(CENTER_LIST_PATH, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const notModified = await get(CENTER_LIST_PATH, {
      'accept-encoding': 'br',
      'if-none-match': `${String(plain.headers.etag).slice(0, -1)}-br"`,
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('keys by the validated query: equivalent URLs share an answer, different ones never do', async () => {
    const trimmed = await get(`${FAQ_LIST_PATH}?keyword=${encodeURIComponent('이혼')}`);
    const padded = await get(
      `${FAQ_LIST_PATH}?keyword=${encodeURIComponent('  이혼 ')}&pageNumber=1`,
    );
    expect(padded.headers.etag).toBe(trimmed.headers.etag);

    const fieldsOf = async (centerCode: string) =>
      (await get(`${SEO_FIELD_LIST_PATH}?center_code=${centerCode}`)).body;
    const [a, b] = [await fieldsOf('CT0023'), await fieldsOf('CT0028')];
    expect(a).not.toBe(b);
    expect(await fieldsOf('CT0023')).toBe(a);
    expect(await fieldsOf('CT0028')).toBe(b);
  });

  it('answers other origins from the cache as without it (no CORS), varying on Accept-Encoding', async () => {
    const partner = 'https://partner.example';
    const corsApp = await buildApp(
      loadSettings({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: IN_MEMORY_DATA_DIR,
        CORS_ORIGINS: partner,
      }),
      { database: getDatabase(), contentChanges: changes },
    );
    try {
      const url = `${FAQ_LIST_PATH}?keyword=${encodeURIComponent('이혼')}`;
      // A miss, a hit after validation, and a hit on the same URL before it.
      for (let round = 0; round < 3; round += 1) {
        const response = await corsApp.inject({ method: 'GET', url, headers: { origin: partner } });
        expect(response.statusCode).toBe(200);
        // Content is the site's own (plugins/cors.ts): another origin may not read it.
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(String(response.headers.vary).toLowerCase()).toMatch(/accept-encoding/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await corsApp.close();
    }
  });

  it('keeps no refusal, no missing entry and nothing personal', async () => {
    const refused = await get(`${FAQ_LIST_PATH}?pageNumber=0`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBeUndefined();

    const missing = await get(fillPath(INFO_DETAIL_PATH, { idx: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();

    // A Q&A entry's read counts a view and shows the count: never from a cache.
    const list = JSON.parse((await get(FAQ_LIST_PATH)).body) as {
      data: { list: { idx: number }[] };
    };
    const detailUrl = `/api/faq/${list.data.list[0]!.idx}`;
    const hits = [];
    for (let read = 0; read < 2; read += 1) {
      const detail = await get(detailUrl);
      expect(detail.headers['cache-control']).toBeUndefined();
      hits.push((JSON.parse(detail.body) as { data: { hit: number } }).data.hit);
    }
    expect(hits[1]).toBe(hits[0]! + 1);

    const member = await get('/api/lawfirm/app/user');
    expect(member.headers['cache-control']).toBe('no-store');
  });
});
