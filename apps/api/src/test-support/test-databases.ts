// Runs a suite against every database the machine offers: PGlite in memory always, and a
// Postgres server when TEST_DATABASE_URL is set. One database per test file, reset before
// each test, because starting PGlite costs seconds and hundreds of megabytes.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';

import { createDatabase } from '../db/create-database';
import type { Database, Db } from '../db/create-database';
import * as schema from '../db/schema';
import { IN_MEMORY_DATA_DIR } from '../settings';

export interface OpenedDatabase {
  database: Database;
  dispose(): Promise<void>;
}

interface TestDatabaseTarget {
  name: string;
  open(): Promise<OpenedDatabase>;
}

const pgliteTarget: TestDatabaseTarget = {
  name: 'PGlite in memory',
  async open() {
    // The run's migrated template (test-support/pglite-template.ts), when the config set it up.
    const templatePath = inject('pgliteTemplatePath');
    const loadDataDir = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const database = await createDatabase({ DATA_DIR: IN_MEMORY_DATA_DIR }, { loadDataDir });
    return { database, dispose: () => database.close() };
  },
};

/**
 * A fresh database per test file on the server, dropped afterwards: migrations then run exactly
 * as in production (they name the public schema), and parallel files never see each other.
 */
export function postgresTarget(serverUrl: string): TestDatabaseTarget {
  return {
    name: 'Postgres',
    async open() {
      const name = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const database = await createDatabase({
          DATABASE_URL: url.href,
          DATA_DIR: IN_MEMORY_DATA_DIR,
        });
        return {
          database,
          async dispose() {
            await database.close();
            // Without FORCE: Postgres waits for the closed pool's sessions to go, instead of
            // killing them mid-goodbye (their clients would then report errors).
            await admin.query(`drop database if exists "${name}"`);
            await admin.end();
          },
        };
      } catch (error) {
        await admin.query(`drop database if exists "${name}"`);
        await admin.end();
        throw error;
      }
    },
  };
}

function testDatabaseTargets(): TestDatabaseTarget[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info('Postgres suite skipped: TEST_DATABASE_URL is not set');
    return [pgliteTarget];
  }
  return [pgliteTarget, postgresTarget(serverUrl)];
}

/** Empties every table of the schema, so each test starts from the migrated, empty state. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const names = tables.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

/** The getters of suites that restore the seed before each test (test-support/seed-restore). */
const emptiedBySuite = new WeakSet<() => Database>();

/** The suite puts the database in its starting state itself: the emptying is not needed. */
export function leaveEmptyingToSuite(getDatabase: () => Database): void {
  emptiedBySuite.add(getDatabase);
}

/**
 * `describe` once per available database; the body reads the open database through the getter
 * (it exists only once beforeAll has run).
 */
export function describeOnEachDatabase(
  title: string,
  body: (getDatabase: () => Database) => void,
): void {
  for (const target of testDatabaseTargets()) {
    describe(`${title} on ${target.name}`, () => {
      let opened: OpenedDatabase | undefined;
      beforeAll(async () => {
        opened = await target.open();
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      const getDatabase = () => {
        if (!opened)
          throw new Error('The test database is not open yet: read it inside a test or hook');
        return opened.database;
      };
      beforeEach(async () => {
        if (opened && !emptiedBySuite.has(getDatabase)) await resetDatabase(opened.database.db);
      });
      body(getDatabase);
    });
  }
}
