// articles.updated_at (migration 0012): the writing date until an edit, set by any writer that
// changes a row without setting it, kept by a writer that sets it (the seed, run again), and
// given by the api as updated_at. On PGlite and, where TEST_DATABASE_URL is set, on Postgres.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { ARTICLE_SEED } from '../seed/article-seed';
import { seedDatabase } from '../seed/seed-database';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { articles } from './schema';

describeOnEachDatabase('articles.updated_at', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const updatedAtOf = async (idx: number) => {
    const [row] = await getDatabase()
      .db.select({ createdAt: articles.createdAt, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.idx, idx));
    return row!;
  };

  it('is the seed’s date, and the api gives it beside created_at', async () => {
    const seeded = ARTICLE_SEED.articles[0]!;
    const row = await updatedAtOf(seeded.idx!);
    expect(row.updatedAt).toEqual(seeded.updatedAt);
    const response = await getApp().inject({ method: 'GET', url: `/api/info/${seeded.idx}` });
    expect(response.json().data).toMatchObject({
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
  });

  it('moves to now when a writer changes the row without setting it, even in plain SQL', async () => {
    const { db } = getDatabase();
    const before = Date.now();
    await db.execute(sql`update articles set title = title || ' (수정)' where idx = 2`);
    expect((await updatedAtOf(2)).updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    // drizzle's own updates say so too ($onUpdate).
    await db.update(articles).set({ intro: '고친 소개' }).where(eq(articles.idx, 3));
    expect((await updatedAtOf(3)).updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('keeps a date the writer sets, and a row written again unchanged keeps its date', async () => {
    const { db } = getDatabase();
    const set = new Date('2025-01-02T03:04:05.000Z');
    await db.update(articles).set({ title: '새 제목', updatedAt: set }).where(eq(articles.idx, 4));
    expect((await updatedAtOf(4)).updatedAt).toEqual(set);

    // Seeding again writes every row again: the seed's dates stand, edited row or not.
    await seedDatabase(getDatabase().db);
    for (const idx of [4, 5]) {
      const seeded = ARTICLE_SEED.articles.find((article) => article.idx === idx)!;
      expect((await updatedAtOf(idx)).updatedAt).toEqual(seeded.updatedAt);
    }
  });
});
