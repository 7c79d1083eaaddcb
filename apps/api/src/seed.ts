// `node dist/seed.js`: migrate the configured database and upsert the seed data.
import { EVERYTHING } from './cache/content-change';
import { openContentChanges } from './cache/content-changes';
import { runDatabaseCommand } from './command';
import { describeError } from './describe-error';
import { DEMO_OPERATOR_PASSWORD } from './seed/operator-seed';
import { seedDatabase } from './seed/seed-database';

await runDatabaseCommand(async ({ database, settings, log, target }) => {
  const report = await seedDatabase(database.db, {
    operatorPassword:
      settings.OPERATOR_SEED_PASSWORD ??
      (settings.NODE_ENV === 'production' ? null : DEMO_OPERATOR_PASSWORD),
    siteOrigin: settings.PUBLIC_URL,
  });
  log.info({ ...report, database: database.driver }, `seeded ${target}`);
  // Running api instances empty their content caches: a seed may rewrite anything, the group
  // list among it, so it announces everything (only reachable through Redis: an api
  // on the embedded database cannot run while the seed holds its data directory).
  // A Redis that cannot be reached fails no seed: the caches then expire on their own (60 s).
  if (settings.REDIS_URL) {
    try {
      const changes = await openContentChanges(settings.REDIS_URL, () => undefined);
      await changes.announce(EVERYTHING).finally(() => changes.close());
    } catch (error) {
      log.warn(`Could not announce the new content through Redis: ${describeError(error)}`);
    }
  }
});
