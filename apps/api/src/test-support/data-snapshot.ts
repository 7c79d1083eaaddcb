// "Nothing written": the row count of every table, and the FAQ view counts (a read that counts
// views writes), taken before and after a refused request and compared.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../db/create-database';
import * as schema from '../db/schema';

export type DataSnapshot = Record<string, number>;

export async function snapshotData(db: Db): Promise<DataSnapshot> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const snapshot: DataSnapshot = {};
  for (const table of tables) snapshot[getTableName(table)] = await db.$count(table);
  const [hits] = await db
    .select({ total: sql<string>`coalesce(sum(${schema.faqEntries.hit}), 0)` })
    .from(schema.faqEntries);
  snapshot['faq_entries.hit'] = Number(hits?.total ?? 0);
  return snapshot;
}
