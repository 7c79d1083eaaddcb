// spec/site.md §9 Account data retention: the api deletes what a withdrawal kept once its year
// is over, when it starts and every hour after, on a fake clock. On PGlite and, where
// TEST_DATABASE_URL is set, on Postgres.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { buildApp } from '../app';
import { purgeExpiredWithdrawals } from '../db/queries/members-queries';
import { withdrawals } from '../db/schema';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { RETENTION_PURGE_INTERVAL_MS } from './retention-purge';

const NOW = new Date('2026-11-25T09:00:00.000Z');
const MINUTE = 60_000;

describeOnEachDatabase('the retention purge of withdrawals', (getDatabase) => {
  let app: FastifyInstance | undefined;

  beforeEach(() => {
    // Only the clock and the interval: the databases' own timers run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    vi.useRealTimers();
  });

  /** Withdrawal records whose retention ends `minutes` from NOW, by their member's id. */
  async function keep(minutesFromNow: Record<string, number>) {
    await getDatabase()
      .db.insert(withdrawals)
      .values(
        Object.entries(minutesFromNow).map(([memberId, minutes]) => ({
          memberId,
          reason: 'no_reason',
          retainedData: 'v1.sealed',
          retainUntil: new Date(NOW.getTime() + minutes * MINUTE),
        })),
      );
  }
  const kept = async () =>
    (await getDatabase().db.select({ memberId: withdrawals.memberId }).from(withdrawals))
      .map((row) => row.memberId)
      .sort();

  const ids = {
    ended: '00000000-0000-4000-8000-000000000001',
    endsNow: '00000000-0000-4000-8000-000000000002',
    endsIn30Minutes: '00000000-0000-4000-8000-000000000003',
    endsNextYear: '00000000-0000-4000-8000-000000000004',
  };

  it('deletes the records past their date when the api starts, then every hour', async () => {
    await keep({
      [ids.ended]: -1,
      [ids.endsNow]: 0,
      [ids.endsIn30Minutes]: 30,
      [ids.endsNextYear]: 365 * 24 * 60,
    });
    app = await buildApp(TEST_SETTINGS, { database: getDatabase() });
    await app.ready();
    expect(await kept()).toEqual([ids.endsIn30Minutes, ids.endsNextYear]);

    await vi.advanceTimersByTimeAsync(RETENTION_PURGE_INTERVAL_MS - MINUTE);
    expect(await kept()).toEqual([ids.endsIn30Minutes, ids.endsNextYear]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    // Let the purge the interval started reach the database.
    await vi.waitFor(async () => expect(await kept()).toEqual([ids.endsNextYear]));
  });

  it('stops with the api', async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase() });
    await app.ready();
    await app.close();
    app = undefined;
    await keep({ [ids.ended]: 30 });
    await vi.advanceTimersByTimeAsync(2 * RETENTION_PURGE_INTERVAL_MS);
    expect(await kept()).toEqual([ids.ended]);
  });

  it('is what the purge-withdrawn command runs: how many went', async () => {
    await keep({ [ids.ended]: -1, [ids.endsNextYear]: 365 * 24 * 60 });
    expect(await purgeExpiredWithdrawals(getDatabase().db)).toBe(1);
    expect(await purgeExpiredWithdrawals(getDatabase().db)).toBe(0);
    expect(await kept()).toEqual([ids.endsNextYear]);
  });
});
