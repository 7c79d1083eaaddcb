// Where @fastify/rate-limit keeps its counts. With REDIS_URL the counts live in Redis, so every
// api instance behind a load balancer shares one count per address (in-process counts would
// give an address N times the tries across N instances); without it, in this process's memory.
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** The store part of the rate-limit options, spread into each registration. */
export type RateLimitStore = Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;

export const RATE_LIMIT_KEY_PREFIX = 'lawfirm:rate-limit:';

/**
 * Opens the store for `app` (closed with it). Like the event bus, it needs Redis at start-up;
 * a Redis that goes away later makes the counts lapse, never the requests wait or fail.
 */
export async function openRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimitStore> {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 500,
    // While disconnected a count fails at once instead of queueing until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) failed'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    nameSpace: RATE_LIMIT_KEY_PREFIX,
    // While Redis is down requests go through uncounted (and the failure is logged): a limit
    // that refused every visitor's consultation would be worse than one that lapses briefly.
    skipOnError: true,
  };
}
