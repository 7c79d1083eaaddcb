import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../paths';
import { seedDatabase } from '../seed/seed-database';
import { createDatabase } from './create-database';
import { groups } from './schema';

/** The SQL files drizzle-kit generated under drizzle/. */
const MIGRATION_COUNT = readdirSync(migrationsFolder).filter((name) =>
  name.endsWith('.sql'),
).length;

// The default set-up of `start`: PGlite on disk, migrated when opened, kept across restarts.
describe('createDatabase with a PGlite data directory', () => {
  let parent: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'api-pglite-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  // Two PGlite start-ups on disk and the migrations: slow on a busy two-core machine.
  it('creates the directory, applies every migration once and keeps the data across reopenings', async () => {
    const dataDir = join(parent, 'nested', 'pglite');

    const first = await createDatabase({ DATA_DIR: dataDir });
    expect(first.driver).toBe('pglite');
    await seedDatabase(first.db);
    await first.close();

    const second = await createDatabase({ DATA_DIR: dataDir });
    try {
      expect(await second.db.select({ n: count() }).from(groups)).toEqual([{ n: 32 }]);
      // Both drivers return { rows }; the shared Db type leaves the result untyped.
      const applied = (await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(applied.rows).toEqual([{ n: MIGRATION_COUNT }]);
    } finally {
      await second.close();
    }
  }, 90_000);
});
