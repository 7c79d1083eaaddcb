// `node dist/seed.js`: migrate the configured database and upsert the seed data.
import pino from 'pino';

import { openContentChanges } from './cache/content-changes';
import { createDatabase } from './db/create-database';
import { describeError } from './describe-error';
import { DEMO_OPERATOR_PASSWORD } from './seed/operator-seed';
import { seedDatabase } from './seed/seed-database';
import { loadSettingsOrExit } from './settings';

const settings = loadSettingsOrExit(process.env);
const log = pino({ level: settings.LOG_LEVEL });
const database = await createDatabase(settings).catch((error: unknown) => {
  log.fatal(`Could not open the database: ${describeError(error)}`);
  process.exit(1);
});
try {
  const report = await seedDatabase(database.db, {
    operatorPassword:
      settings.OPERATOR_SEED_PASSWORD ??
      (settings.NODE_ENV === 'production' ? null : DEMO_OPERATOR_PASSWORD),
  });
  const target = database.driver === 'postgres' ? 'DATABASE_URL' : settings.DATA_DIR;
  log.info({ ...report, database: database.driver }, `seeded ${target}`);
  // Running api instances empty their content caches (only reachable through Redis: an api
  // on the embedded database cannot run while the seed holds its data directory).
  // A Redis that cannot be reached fails no seed: the caches then expire on their own (60 s).
  if (settings.REDIS_URL) {
    try {
      const changes = await openContentChanges(settings.REDIS_URL, () => undefined);
      await changes.announce().finally(() => changes.close());
    } catch (error) {
      log.warn(`Could not announce the new content through Redis: ${describeError(error)}`);
    }
  }
} finally {
  await database.close();
}
