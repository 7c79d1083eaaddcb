// spec/site.md §9 "Account data retention: kept one year after withdrawal". What a withdrawal
// keeps is deleted once its year is over: by the api when it starts and every hour after (a
// record outlives its year by an hour at most), and by `pnpm --filter @lawfirm/api run
// purge-withdrawn` for a scheduler outside the api. Several instances may purge at once: a
// delete of what is past its date is the same whoever runs it.
import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/create-database';
import { purgeExpiredWithdrawals } from '../db/queries/members-queries';

export const RETENTION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges when `app` is ready, then every `intervalMs` until it closes. */
export function scheduleRetentionPurge(
  app: FastifyInstance,
  db: Db,
  intervalMs: number = RETENTION_PURGE_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function purge(): Promise<void> {
    try {
      const purged = await purgeExpiredWithdrawals(db);
      if (purged > 0) app.log.info({ purged }, 'withdrawal records past their retention deleted');
    } catch (error) {
      // The next run tries again; a failed purge must not stop the api.
      app.log.error({ err: error }, 'the retention purge failed');
    }
  }

  app.addHook('onReady', async () => {
    running = purge();
    await running;
    timer = setInterval(() => {
      running = running.then(purge);
    }, intervalMs);
    // The api's sockets keep the process alive, not this timer.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after the app: let a purge under way finish first.
    await running;
  });
}
