// "Nothing stored": a row-level trigger on every table of the schema counts each row inserted,
// updated or deleted into a table of its own. A refused request must leave every count as it
// was. Counts are written in the request's own transaction, so a write rolled back is no write.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../db/create-database';
import * as schema from '../db/schema';

export type WriteCounts = Record<string, number>;

const COUNTS_TABLE = 'test_row_writes';

/** Installs the counting triggers (once per database; installing again changes nothing). */
export async function installWriteCounter(db: Db): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  await db.execute(
    sql.raw(
      `create table if not exists ${COUNTS_TABLE} (table_name text primary key, writes bigint not null)`,
    ),
  );
  await db.execute(
    sql.raw(`
      create or replace function test_count_row_write() returns trigger language plpgsql as $$
      begin
        insert into ${COUNTS_TABLE} values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = ${COUNTS_TABLE}.writes + 1;
        return null;
      end $$;`),
  );
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const name = getTableName(table);
    await db.execute(sql.raw(`drop trigger if exists test_count_row_write on "${name}"`));
    await db.execute(
      sql.raw(`
        create trigger test_count_row_write after insert or update or delete on "${name}"
          for each row execute function test_count_row_write()`),
    );
  }
}

/** Rows written so far, per table. */
export async function readWriteCounts(db: Db): Promise<WriteCounts> {
  // Both drivers return { rows }; the shared Db type leaves the result untyped.
  const result = (await db.execute(
    sql.raw(`select table_name, writes from ${COUNTS_TABLE}`),
  )) as unknown as { rows: Array<{ table_name: string; writes: string | number }> };
  return Object.fromEntries(result.rows.map((row) => [row.table_name, Number(row.writes)]));
}

/** The tables written between two readings, with how many rows. */
export function writesBetween(before: WriteCounts, after: WriteCounts): WriteCounts {
  const written: WriteCounts = {};
  for (const [table, writes] of Object.entries(after)) {
    const added = writes - (before[table] ?? 0);
    if (added > 0) written[table] = added;
  }
  return written;
}
