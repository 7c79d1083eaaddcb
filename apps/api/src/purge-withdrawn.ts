// `node dist/purge-withdrawn.js` (`pnpm --filter @lawfirm/api run purge-withdrawn`): deletes
// what withdrawals kept once its year is over (spec/site.md §9), for a scheduler outside the
// api; the api itself also purges every hour (services/retention-purge.ts).
import { runDatabaseCommand } from './command';
import { purgeExpiredWithdrawals } from './db/queries/members-queries';

await runDatabaseCommand(async ({ database, log, target }) => {
  const purged = await purgeExpiredWithdrawals(database.db);
  log.info(
    { purged, database: database.driver },
    `withdrawal records past retention deleted from ${target}`,
  );
});
