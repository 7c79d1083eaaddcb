// `node dist/seed.js`: migrate the configured database and upsert the seed data.
import { runDatabaseCommand } from './command';
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
});
