// One entry point to the database for both drivers: embedded PGlite by default, a Postgres
// server through node-postgres when DATABASE_URL is set (DESIGN.md §4). Migrations are
// applied here, so every process that opens the database finds the schema up to date.
import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { migrationsFolder } from '../paths';
import { IN_MEMORY_DATA_DIR } from '../settings';
import type { Settings } from '../settings';
import * as schema from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

/** The drizzle handle the services receive; the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export type DatabaseSettings = Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>;

export interface DatabaseOptions {
  /**
   * PGlite only: start from this dumped data directory (PGlite's dumpDataDir) instead of
   * creating one, which takes seconds; the tests open one database per file from a template.
   */
  loadDataDir?: Blob;
}

export async function createDatabase(
  settings: DatabaseSettings,
  { loadDataDir }: DatabaseOptions = {},
): Promise<Database> {
  if (settings.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: settings.DATABASE_URL });
    // An idle client whose server went away emits 'error'; unhandled, it would end the
    // process. The pool drops that client and the next query opens a fresh connection.
    pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  if (settings.DATA_DIR !== IN_MEMORY_DATA_DIR) mkdirSync(settings.DATA_DIR, { recursive: true });
  const client = loadDataDir
    ? await PGlite.create(settings.DATA_DIR, { loadDataDir })
    : await PGlite.create(settings.DATA_DIR);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, driver: 'pglite', close: () => client.close() };
}
