// Vitest global setup: one PGlite data directory, created and migrated once per run, that each
// test file's database starts from (createDatabase's loadDataDir). Creating a PGlite database
// takes seconds on a busy two-core machine; loading a dumped one, under a second.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

// Global setup runs outside the test runner's resolution (no workspace source condition), so
// it opens PGlite and migrates as createDatabase does, without the app's modules.
import { migrationsFolder } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped, migrated PGlite data directory (a tar file). */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await mkdtemp(join(tmpdir(), 'lawfirm-api-tests-'));
  const path = join(folder, 'pglite-template.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rm(folder, { recursive: true, force: true });
}
