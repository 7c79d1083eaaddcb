import { CENTER_LIST_PATH } from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EVERYTHING } from './content-change';
import type { ContentChange } from './content-change';
import { buildApp } from '../app';
import { DEFAULT_CENTER_CODE } from '../constants';
import { groups } from '../db/schema';
import { seedDatabase } from '../seed/seed-database';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { createLocalContentChanges, createRedisContentChanges } from './content-changes';
import type { ContentChanges } from './content-changes';

describe('content changes within one process', () => {
  it('tells every listener of each announcement, and nobody once closed', async () => {
    const changes = createLocalContentChanges();
    const heard: string[] = [];
    changes.listen(() => heard.push('content cache'));
    changes.listen(() => heard.push('page cache'));
    await changes.announce(EVERYTHING);
    expect(heard).toEqual(['content cache', 'page cache']);
    await changes.close();
    await changes.announce(EVERYTHING);
    expect(heard).toHaveLength(2);
  });

  it('refuses to start without the Redis it was given, naming REDIS_URL', async () => {
    // Nothing listens on port 1.
    await expect(createRedisContentChanges('redis://127.0.0.1:1')).rejects.toThrow(
      /could not reach Redis at REDIS_URL/,
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Content changes across instances skipped: TEST_REDIS_URL is not set');

if (redisUrl) {
  describeOnEachDatabase('content changes announced through Redis', (getDatabase) => {
    const opened: { app?: FastifyInstance; changes: ContentChanges }[] = [];
    afterEach(async () => {
      for (const { app, changes } of opened.splice(0)) {
        await app?.close();
        await changes.close();
      }
    });
    beforeEach(async () => {
      await seedDatabase(getDatabase().db);
    });

    /** An api instance with its own cache and its own Redis connections. */
    async function instance() {
      const changes = await createRedisContentChanges(redisUrl!);
      const app = await buildApp(TEST_SETTINGS, {
        database: getDatabase(),
        contentChanges: changes,
      });
      opened.push({ app, changes });
      /** Resolves when this instance hears the next announcement. */
      const nextChange = () =>
        new Promise<ContentChange>((resolve) => {
          changes.listen(resolve);
        });
      const centerList = async () => (await app.inject(CENTER_LIST_PATH)).body;
      return { changes, nextChange, centerList };
    }
    const renameFirm = (name: string) =>
      getDatabase()
        .db.update(groups)
        .set({ codeName: name })
        .where(eq(groups.code, DEFAULT_CENTER_CODE));

    it('a change announced on instance A empties the cache of instance B', async () => {
      const [a, b] = [await instance(), await instance()];
      const cachedOnB = await b.centerList();
      await renameFirm('인스턴스 A의 변경');
      expect(await b.centerList()).toBe(cachedOnB);

      const heard = b.nextChange();
      await a.changes.announce(EVERYTHING);
      await heard;
      expect(await b.centerList()).toContain('인스턴스 A의 변경');
    });

    it('the seed script, a process of its own, reaches the running instances', async () => {
      const b = await instance();
      await b.centerList();
      await renameFirm('시드 전 이름');
      await seedDatabase(getDatabase().db);

      const heard = b.nextChange();
      // What src/seed.ts does after seeding, with REDIS_URL set.
      const seedScript = await createRedisContentChanges(redisUrl!);
      opened.push({ changes: seedScript });
      await seedScript.announce(EVERYTHING);
      await heard;
      expect(await b.centerList()).not.toContain('시드 전 이름');
    });
  });
}
