// Generic writes for the seed: batched upserts by primary key and identity sequences moved past
// the seeded ids. The seed gives explicit ids so that URLs such as /faq/detail/{idx} stay the
// same on every run.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { Db } from './create-database';

/** Rows per INSERT: far below Postgres' 65,535 parameters for our widest tables. */
const BATCH_SIZE = 500;

export interface UpsertOptions {
  /** The conflict target: the primary key (or a unique key) the seed's ids fill. */
  target: PgColumn | PgColumn[];
  /**
   * Columns a conflict leaves as they are: values the running product changes (a FAQ's hit
   * count, a member's own answers), which a re-seed must not reset.
   */
  keep?: PgColumn[];
  /** On conflict keep the whole existing row. */
  doNothing?: boolean;
}

/** Inserts the rows, or on conflict rewrites every column but the target and `keep`. */
export async function upsertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: UpsertOptions,
): Promise<void> {
  const targets = Array.isArray(options.target) ? options.target : [options.target];
  const fixed = new Set([...targets, ...(options.keep ?? [])].map((column) => column.name));
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !fixed.has(column.name))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const insert = db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
    await (options.doNothing || Object.keys(set).length === 0
      ? insert.onConflictDoNothing({ target: targets })
      : insert.onConflictDoUpdate({ target: targets, set }));
  }
}

/**
 * Moves an identity column's sequence past the highest id in the table, so that rows inserted
 * later without an id (a new case, a banner click) do not collide with seeded ones.
 */
export async function syncIdentity(db: Db, table: PgTable, column: PgColumn): Promise<void> {
  const tableName = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${tableName}"`}, ${column.name}), coalesce(max(${column}), 0) + 1, false) from ${table}`,
  );
}
