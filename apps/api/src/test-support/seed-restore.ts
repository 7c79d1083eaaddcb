// The seeded state before every test, without seeding before every test. Seeding writes every
// row through upserts (about a second a test on a two-core machine, a thousand tests a run);
// most tests only read. So the seed is written once per database and copied aside, a
// statement-level trigger on every table notes the tables a test writes to, and before the next
// test only those tables (and the ones their truncation empties through foreign keys) are put
// back from the copy; identity sequences that moved are set back too.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach } from 'vitest';

import type { Database, Db } from '../db/create-database';
import * as schema from '../db/schema';
import { seedDatabase } from '../seed/seed-database';

import { leaveEmptyingToSuite, resetDatabase } from './test-databases';

const COPY_SCHEMA = 'test_seed_copy';
const WRITTEN_TABLE = 'test_tables_written';

interface SeedCopy {
  /** The schema's tables, every table after the tables it references. */
  tablesInOrder: string[];
  /** Table -> the tables holding a foreign key to it (emptied with it by a truncate). */
  referencedBy: Map<string, string[]>;
  /** Every sequence of the public schema as the seed left it (null: never used). */
  sequences: SequenceState[];
}

interface SequenceState {
  name: string;
  last_value: string | null;
  start_value: string;
}

const copies = new WeakMap<Db, Promise<SeedCopy>>();

type Rows<T> = { rows: T[] };

/** One statement per call: PGlite's extended protocol takes no more. */
async function run<T = never>(db: Db, statement: string): Promise<T[]> {
  return ((await db.execute(sql.raw(statement))) as unknown as Rows<T>).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function foreignKeys(db: Db): Promise<Array<{ child: string; parent: string }>> {
  return run(
    db,
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
}

function parentsFirst(tables: string[], keys: Array<{ child: string; parent: string }>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of keys)
      if (child === table && parent !== table) visit(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

// A failed insert takes an identity value and writes no row (the statement trigger does not
// fire), so sequences are compared, not inferred from the tables written.
async function readSequences(db: Db): Promise<SequenceState[]> {
  return run(
    db,
    `select schemaname || '.' || sequencename as name, last_value::text, start_value::text
       from pg_sequences where schemaname = 'public' order by 1`,
  );
}

async function copySeed(db: Db): Promise<SeedCopy> {
  await resetDatabase(db);
  await seedDatabase(db);
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table));
  const keys = await foreignKeys(db);
  const referencedBy = new Map<string, string[]>();
  for (const { child, parent } of keys)
    referencedBy.set(parent, [...(referencedBy.get(parent) ?? []), child]);

  await run(db, `create schema if not exists ${COPY_SCHEMA}`);
  for (const table of tables) {
    await run(db, `drop table if exists ${COPY_SCHEMA}.${quoted(table)}`);
    await run(db, `create table ${COPY_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`);
  }
  const sequences = await readSequences(db);

  await run(db, `create table if not exists ${WRITTEN_TABLE} (table_name text primary key)`);
  await run(
    db,
    `create or replace function test_note_table_written() returns trigger language plpgsql as $$
     begin
       insert into ${WRITTEN_TABLE} values (TG_TABLE_NAME) on conflict do nothing;
       return null;
     end $$`,
  );
  for (const table of tables) {
    await run(db, `drop trigger if exists test_note_table_written on public.${quoted(table)}`);
    await run(
      db,
      `create trigger test_note_table_written
         after insert or update or delete or truncate on public.${quoted(table)}
         for each statement execute function test_note_table_written()`,
    );
  }
  await run(db, `delete from ${WRITTEN_TABLE}`);
  return { tablesInOrder: parentsFirst(tables, keys), referencedBy, sequences };
}

/** The written tables and every table a truncation of them empties. */
function emptiedWith(written: string[], referencedBy: Map<string, string[]>): Set<string> {
  const emptied = new Set<string>();
  const pending = [...written];
  while (pending.length > 0) {
    const table = pending.pop()!;
    if (emptied.has(table)) continue;
    emptied.add(table);
    pending.push(...(referencedBy.get(table) ?? []));
  }
  return emptied;
}

/**
 * Leaves the database holding exactly the seed, as `seedDatabase` after emptying it would:
 * the first call seeds and copies; later calls restore what tests changed since.
 */
export async function restoreSeed(db: Db): Promise<void> {
  let copy = copies.get(db);
  if (!copy) {
    copy = copySeed(db);
    copies.set(db, copy);
    // A failed copy is not kept: the next test tries again and reports its own failure.
    copy.catch(() => copies.delete(db));
    await copy;
    return;
  }
  const { tablesInOrder, referencedBy, sequences } = await copy;
  const written = await run<{ table_name: string }>(db, `select table_name from ${WRITTEN_TABLE}`);
  const emptied = emptiedWith(
    written.map((row) => row.table_name),
    referencedBy,
  );
  const now = new Map((await readSequences(db)).map((sequence) => [sequence.name, sequence]));
  const moved = sequences.filter(
    (seeded) => now.get(seeded.name)?.last_value !== seeded.last_value,
  );
  if (emptied.size === 0 && moved.length === 0) return;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (emptied.size > 0)
      await run(
        txDb,
        `truncate ${[...emptied].map((table) => `public.${quoted(table)}`).join(', ')}`,
      );
    for (const table of tablesInOrder.filter((name) => emptied.has(name)))
      await run(
        txDb,
        `insert into public.${quoted(table)} select * from ${COPY_SCHEMA}.${quoted(table)}`,
      );
    for (const { name, last_value, start_value } of moved)
      await run(
        txDb,
        last_value === null
          ? `select setval('${name}', ${start_value}, false)`
          : `select setval('${name}', ${last_value}, true)`,
      );
    await run(txDb, `delete from ${WRITTEN_TABLE}`);
  });
}

/**
 * Call inside describeOnEachDatabase: the seed before each test of the suite (restored, see
 * restoreSeed), and the suite's own emptying before each test left out, as the restore does it.
 */
export function useSeedBeforeEach(getDatabase: () => Database): void {
  leaveEmptyingToSuite(getDatabase);
  beforeEach(async () => {
    await restoreSeed(getDatabase().db);
  });
}
