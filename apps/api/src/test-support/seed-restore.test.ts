import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';

import type { Db } from '../db/create-database';
import * as schema from '../db/schema';
import { seedDatabase } from '../seed/seed-database';

import { restoreSeed } from './seed-restore';
import { describeOnEachDatabase, resetDatabase } from './test-databases';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** Every row of every table as sorted text, and every sequence's position. */
async function state(db: Db): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const rows = (await db.execute(
      sql.raw(`select t::text as row from public."${name}" t order by 1`),
    )) as unknown as { rows: Array<{ row: string }> };
    result[name] = rows.rows.map((row) => row.row);
  }
  const sequences = (await db.execute(
    sql.raw(`select sequencename, last_value from pg_sequences where schemaname = 'public'`),
  )) as unknown as { rows: unknown[] };
  result['sequences'] = sequences.rows;
  return result;
}

function rowCounts(tablesState: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(tablesState).map(([name, rows]) => [name, (rows as unknown[]).length]),
  );
}

/** What a test may leave behind: edited, added and deleted rows, and a used-up identity value. */
async function messUp(db: Db): Promise<void> {
  await db.update(schema.faqEntries).set({ hit: 999 });
  const [member] = await db.select().from(schema.members).limit(1);
  await db.delete(schema.members).where(eq(schema.members.id, member!.id));
  await db.insert(schema.consultations).values({
    ccName: '홍길동',
    ccTel: '01012345678',
    cType: 'comp_consult',
    detail: {},
    isCheck: true,
    isOver14: true,
  });
  // A failed insert takes an identity value and writes no row, as nextval on its own does.
  await db.execute(sql.raw(`select nextval(pg_get_serial_sequence('public.articles', 'idx'))`));
}

describeOnEachDatabase('restoreSeed', (getDatabase) => {
  it('leaves the database as seeding an empty one does, whatever a test changed', async () => {
    const { db } = getDatabase();
    // The first call seeds (created_at columns then read the clock) and keeps a copy.
    await restoreSeed(db);
    const seeded = await state(db);
    await resetDatabase(db);
    await seedDatabase(db);
    expect(rowCounts(await state(db))).toEqual(rowCounts(seeded));

    await messUp(db);
    expect(await state(db)).not.toEqual(seeded);
    await restoreSeed(db);
    expect(await state(db)).toEqual(seeded);

    // Nothing changed: nothing to do, and still the seed.
    await restoreSeed(db);
    expect(await state(db)).toEqual(seeded);

    // Emptied wholesale (another helper truncating every table) comes back too.
    await resetDatabase(db);
    await restoreSeed(db);
    expect(await state(db)).toEqual(seeded);
  });
});
