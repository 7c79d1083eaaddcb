import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';

import { CATEGORY_CODES } from '../constants';
import type { Db } from '../db/create-database';
import { CASE_STATES, REGIONS } from '../db/constants';
import * as schema from '../db/schema';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { DEMO_MEMBER_IDS } from './member-seed';
import { SEED_REPORT, seedDatabase } from './seed-database';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** Every row of every table, as sorted JSON lines per table. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.select().from(table);
    result[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer execute() with { rows }; the shared Db type leaves it untyped.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describeOnEachDatabase('seedDatabase', (getDatabase) => {
  it('writes every row it reports', async () => {
    const { db } = getDatabase();
    const report = await seedDatabase(db);

    expect(report).toEqual(SEED_REPORT);
    for (const [key, expected] of Object.entries(report)) {
      const table = schema[key as keyof typeof schema];
      expect(is(table, PgTable), key).toBe(true);
      expect(await db.$count(table as PgTable), key).toBe(expected);
    }
  });

  it('holds the rules the pages need, read back from the database', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);

    const faqPerCode = await rowsOf<{ code: string; n: number }>(
      db,
      sql`select code, count(*)::int as n from faq_entries group by code`,
    );
    for (const code of CATEGORY_CODES) {
      expect(faqPerCode.find((row) => row.code === code)?.n ?? 0, code).toBeGreaterThanOrEqual(4);
    }
    const regionsWithOffices = await rowsOf<{ n: number }>(
      db,
      sql`select count(distinct region_key)::int as n from offices`,
    );
    expect(regionsWithOffices).toEqual([{ n: REGIONS.length }]);
    const states = await rowsOf<{ n: number }>(
      db,
      sql`select count(distinct state)::int as n from cases`,
    );
    expect(states).toEqual([{ n: CASE_STATES.length }]);
  });

  it('changes nothing when run twice', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);
    const first = await snapshot(db);

    await seedDatabase(db);

    expect(await snapshot(db)).toEqual(first);
  });

  it('restores edited content but keeps hit counts and members’ own answers', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);
    await db.execute(sql`update faq_entries set question = '바뀐 질문', hit = 12345 where idx = 1`);
    await db.execute(sql`update groups set code_name = '바뀐 이름' where code = 'CT0004'`);
    await db.execute(
      sql`update members set name = '새이름' where id = ${DEMO_MEMBER_IDS.kakao}::uuid`,
    );

    await seedDatabase(db);

    const [faq] = await rowsOf<{ question: string; hit: number }>(
      db,
      sql`select question, hit from faq_entries where idx = 1`,
    );
    expect(faq?.question).not.toBe('바뀐 질문');
    expect(faq?.hit).toBe(12345);
    expect(await rowsOf(db, sql`select code_name from groups where code = 'CT0004'`)).toEqual([
      { code_name: '기업법무' },
    ]);
    expect(
      await rowsOf(db, sql`select name from members where id = ${DEMO_MEMBER_IDS.kakao}::uuid`),
    ).toEqual([{ name: '새이름' }]);
  });

  it('brings back a withdrawn demo member with their cases', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);
    await db.execute(sql`delete from members where id = ${DEMO_MEMBER_IDS.kakao}::uuid`);

    await seedDatabase(db);

    expect(
      await rowsOf(
        db,
        sql`select count(*)::int as n from cases where member_id = ${DEMO_MEMBER_IDS.kakao}::uuid`,
      ),
    ).not.toEqual([{ n: 0 }]);
  });

  it('leaves room after the seeded ids for rows the product adds', async () => {
    const { db } = getDatabase();
    await seedDatabase(db);

    const [created] = await db
      .insert(schema.cases)
      .values({
        memberId: DEMO_MEMBER_IDS.google,
        state: 'review',
        acceptDate: '2025-11-01',
        caseNumber: '2025가단99999',
        title: '새 사건',
      })
      .returning();

    expect(created?.idx).toBe(SEED_REPORT.cases + 1);
  });
});
