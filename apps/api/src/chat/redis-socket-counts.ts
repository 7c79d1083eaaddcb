// The socket caps' counts in Redis (socket-counts.ts), shared by every api instance, on the
// rate-limit store's connection (plugins/rate-limit-store.ts). A key is a sorted set of socket
// ids scored by when their place lapses; each instance moves its sockets' times on at every
// ping sweep, so the places of an instance that died lapse within a few intervals instead of
// holding their visitor's and address's room for good. Every time is Redis's own (TIME, read in
// the scripts): the instances' clocks may disagree, and a place timed by a clock running ahead
// would outlive its lapse, one timed by a clock running behind be dropped by the others at once.
import type { ChainableCommander, Redis } from 'ioredis';

import type { SocketCounts, SocketPlace } from './socket-counts';

const KEY_PREFIX = 'lawfirm:sockets:';

/**
 * Redis's clock in ms, as `now`, and when a place taken or refreshed now lapses (ARGV[1] is the
 * lapse in ms), as `lapsesAt`. Redis 5 and later replicate a script's writes rather than the
 * script, so writing after TIME is allowed.
 */
const REDIS_CLOCK = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lapsesAt = now + tonumber(ARGV[1])
`;

/** ARGV: lapse, max, socket id. Drops the lapsed places, then adds this one if there is room. */
const TAKE_PLACE = `${REDIS_CLOCK}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], lapsesAt, ARGV[3])
redis.call('PEXPIREAT', KEYS[1], lapsesAt)
return 1
`;

/** ARGV: lapse, socket id. XX: a place released meanwhile is not brought back. */
const REFRESH_PLACE = `${REDIS_CLOCK}
redis.call('ZADD', KEYS[1], 'XX', lapsesAt, ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then redis.call('PEXPIREAT', KEYS[1], lapsesAt) end
return 1
`;

interface WithTakePlace {
  lawfirmTakeSocketPlace(key: string, lapseMs: number, max: number, id: string): Promise<number>;
}

/** The refresh as a pipeline queues it (its answer comes with the pipeline's). */
interface PipelinedRefresh {
  lawfirmRefreshSocketPlace(key: string, lapseMs: number, id: string): unknown;
}

/**
 * `lapseMs`: how long a place lasts without a refresh (SOCKET_LIMITS.placeLapseMs). While Redis
 * fails, sockets are let in uncounted (`onError` hears why), as the rate limits do: an outage
 * must not stop every chat.
 */
export function createRedisSocketCounts(
  redis: Redis,
  { lapseMs, onError }: { lapseMs: number; onError: (error: unknown) => void },
): SocketCounts {
  redis.defineCommand('lawfirmTakeSocketPlace', { numberOfKeys: 1, lua: TAKE_PLACE });
  redis.defineCommand('lawfirmRefreshSocketPlace', { numberOfKeys: 1, lua: REFRESH_PLACE });
  const commands = redis as unknown as Redis & WithTakePlace;
  const keyOf = (place: SocketPlace) => KEY_PREFIX + place.key;
  return {
    async take(place, max) {
      try {
        const added = await commands.lawfirmTakeSocketPlace(
          keyOf(place),
          lapseMs,
          max,
          place.socketId,
        );
        return added === 1;
      } catch (error) {
        onError(error);
        return true;
      }
    },
    async release(place) {
      try {
        await redis.zrem(keyOf(place), place.socketId);
      } catch (error) {
        onError(error);
      }
    },
    async refresh(places) {
      if (places.length === 0) return;
      const batch = redis.pipeline() as ChainableCommander & PipelinedRefresh;
      for (const place of places) {
        batch.lawfirmRefreshSocketPlace(keyOf(place), lapseMs, place.socketId);
      }
      try {
        const results = await batch.exec();
        const failed = results?.find(([error]) => error !== null);
        if (failed) onError(failed[0]);
      } catch (error) {
        onError(error);
      }
    },
  };
}
