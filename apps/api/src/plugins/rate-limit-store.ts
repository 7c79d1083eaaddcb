// Where @fastify/rate-limit keeps its counts. With REDIS_URL the counts live in Redis, so every
// api instance behind a load balancer shares one count per address (in-process counts would
// give an address N times the tries across N instances); without it, in this process's memory.
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

import { closeRedis } from '../redis-close';

/** The store part of the rate-limit options, spread into each registration. */
export type RateLimitStore = Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;

export const RATE_LIMIT_KEY_PREFIX = 'lawfirm:rate-limit:';

/** How long a count may take before the request goes through uncounted. */
export const RATE_LIMIT_COMMAND_TIMEOUT_MS = 300;

/**
 * Opens the store for `app` (closed with it). Like the event bus, it needs Redis at start-up;
 * a Redis that goes away or stops answering later makes the counts lapse (logged), never the
 * requests wait more than RATE_LIMIT_COMMAND_TIMEOUT_MS or fail.
 */
export async function openRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimitStore> {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // Room for DNS and a TLS handshake (rediss://) to a managed Redis.
    connectTimeout: 5_000,
    // A Redis that holds the socket open but does not answer (a partition, a long script)
    // must not hold the request either.
    commandTimeout: RATE_LIMIT_COMMAND_TIMEOUT_MS,
    // While disconnected a count fails at once instead of queueing until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) failed'));
  try {
    await redis.connect();
  } catch (error) {
    // Otherwise ioredis would go on reconnecting behind an app that never started.
    redis.disconnect();
    throw new Error(`The rate-limit store could not reach Redis at REDIS_URL: ${String(error)}`, {
      cause: error,
    });
  }
  app.addHook('onClose', () => closeRedis(redis, RATE_LIMIT_COMMAND_TIMEOUT_MS));
  return {
    redis,
    nameSpace: RATE_LIMIT_KEY_PREFIX,
    // While Redis is down requests go through uncounted (and the failure is logged): a limit
    // that refused every visitor's consultation would be worse than one that lapses briefly.
    skipOnError: true,
  };
}
