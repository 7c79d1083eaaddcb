// The socket caps' counts in Redis (TEST_REDIS_URL), as api instances share them: each counts
// on a connection of its own. Places are timed by Redis's clock, so instances whose clocks
// disagree still hold one cap; a refreshed place is kept past its lapse, one its instance no
// longer refreshes lapses, and a refresh never brings back a released place.
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { closeRedis } from '../redis-close';
import { createRedisSocketCounts } from './redis-socket-counts';
import { socketCountKeys } from './socket-counts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Socket counts in Redis skipped: TEST_REDIS_URL is not set');

/** A lapse no test waits for. */
const LONG_LAPSE_MS = 10 * 60_000;
/** A lapse the refresh test waits out, several refreshes long. */
const SHORT_LAPSE_MS = 1_000;
/** How far apart the instances' clocks are. */
const SKEW_MS = 10 * 60_000;

describe.runIf(redisUrl)('socket counts in Redis', () => {
  const connections: Redis[] = [];
  const errors: unknown[] = [];
  /** The counts of an instance, on connection 0 or 1 (each instance has its own). */
  const instance = (connection: 0 | 1, lapseMs: number) =>
    createRedisSocketCounts(connections[connection]!, {
      lapseMs,
      onError: (error) => errors.push(error),
    });
  /** A key no other test (or engineer sharing the Redis) uses. */
  const newKey = () => socketCountKeys.address(`test-${randomUUID()}`);
  const held = (key: string) => connections[0]!.zrange(`lawfirm:sockets:${key}`, '0', '-1');

  beforeAll(async () => {
    for (let count = 0; count < 2; count += 1) {
      const redis = new Redis(redisUrl!, { lazyConnect: true });
      await redis.connect();
      connections.push(redis);
    }
  });
  afterAll(async () => {
    for (const redis of connections.splice(0)) await closeRedis(redis, 1_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    expect(errors.splice(0)).toEqual([]);
  });

  /**
   * Runs `work` as an instance whose clock is `skewMs` off: the instance is made, and counts,
   * while Date is faked (only Date: Redis's IO stays real).
   */
  async function skewed(skewMs: number, work: () => Promise<void>): Promise<void> {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skewMs });
    try {
      await work();
    } finally {
      vi.useRealTimers();
    }
  }

  it('holds the cap against an instance whose clock runs ahead', async () => {
    const key = newKey();
    expect(await instance(0, LONG_LAPSE_MS).take({ key, socketId: 'first' }, 1)).toBe(true);
    // Ahead, its "now" is past the first place's lapse: that place must not look lapsed to it.
    await skewed(SKEW_MS, async () => {
      expect(await instance(1, LONG_LAPSE_MS).take({ key, socketId: 'second' }, 1)).toBe(false);
    });
    expect(await held(key)).toEqual(['first']);
  });

  it('holds the cap against a place taken by an instance whose clock runs behind', async () => {
    const key = newKey();
    const first = { key, socketId: 'first' };
    // Behind, its place would have lapsed before it was taken, by everyone else's clock.
    await skewed(-SKEW_MS, async () => {
      const behind = instance(1, LONG_LAPSE_MS);
      expect(await behind.take(first, 1)).toBe(true);
      await behind.refresh([first]);
    });
    expect(await instance(0, LONG_LAPSE_MS).take({ key, socketId: 'second' }, 1)).toBe(false);
    expect(await held(key)).toEqual(['first']);
  });

  it('keeps a refreshed place, lets an unrefreshed one lapse, and never brings back a released one', async () => {
    const one = instance(0, SHORT_LAPSE_MS);
    const other = instance(1, SHORT_LAPSE_MS);
    const key = newKey();
    const kept = { key, socketId: 'kept' };
    const released = { key, socketId: 'released' };
    expect(await one.take(kept, 3)).toBe(true);
    expect(await one.take(released, 3)).toBe(true);
    // The other instance dies holding a place: it never refreshes or releases it.
    expect(await other.take({ key, socketId: 'orphan' }, 3)).toBe(true);
    await one.release(released);

    // Ping sweeps of the live instance, until the orphan has lapsed (and a new take, which
    // sweeps lapsed places out, finds its room).
    await vi.waitFor(
      async () => {
        await one.refresh([kept, released]);
        expect(await one.take({ key, socketId: 'newcomer' }, 2)).toBe(true);
      },
      { timeout: 20 * SHORT_LAPSE_MS, interval: SHORT_LAPSE_MS / 5 },
    );
    expect((await held(key)).sort()).toEqual(['kept', 'newcomer']);
    // The key lives as long as its latest place: not for good.
    expect(await connections[0]!.pttl(`lawfirm:sockets:${key}`)).toBeGreaterThan(0);
  });
});
