// Word that public content changed, so that every cache built from it (content-cache.ts,
// page-cache.ts) drops what shows it: each announcement says which groups it touched, or
// everything (content-change.ts). In one process the word goes to local listeners; with
// REDIS_URL it is also published on a Redis channel that every api instance listens to, so a
// write through one instance (or the seed, run as its own process) empties the caches of all.
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import { closeRedis } from '../redis-close';
import { decodeChangeMessage, encodeChangeMessage, EVERYTHING } from './content-change';
import type { ContentChange } from './content-change';

export const CONTENT_CHANGES_CHANNEL = 'lawfirm:content-changed';

export interface ContentChanges {
  /**
   * Public content changed: every listener here hears it now, and with Redis every other
   * instance's when the publish resolves. Call it after the writing transaction committed, with
   * the narrowest change known to be true (EVERYTHING when the reach is not known).
   */
  announce(change: ContentChange): Promise<void>;
  /** `listener` runs on each announcement, local or from another instance. */
  listen(listener: (change: ContentChange) => void): void;
  close(): Promise<void>;
}

/** Announcements within this process only (no REDIS_URL). */
export function createLocalContentChanges(): ContentChanges {
  const listeners = new Set<(change: ContentChange) => void>();
  return {
    async announce(change) {
      for (const listener of listeners) listener(change);
    },
    listen(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Announcements shared by every instance through Redis pub/sub. A message missed while the
 * subscriber was disconnected cannot be replayed, so every (re)connection counts as a change:
 * the caches start empty rather than keep what another instance may have invalidated meanwhile.
 */
export async function createRedisContentChanges(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Promise<ContentChanges> {
  const self = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) connection.on('error', onError);
  const listeners = new Set<(change: ContentChange) => void>();
  const tell = (change: ContentChange) => {
    for (const listener of listeners) listener(change);
  };
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CONTENT_CHANGES_CHANNEL);
  } catch (error) {
    // Otherwise ioredis would go on reconnecting for a caller that has given up.
    for (const connection of [publisher, subscriber]) connection.disconnect();
    throw new Error(`Content changes could not reach Redis at REDIS_URL: ${String(error)}`, {
      cause: error,
    });
  }
  subscriber.on('message', (_channel: string, text: string) => {
    const { sender, change } = decodeChangeMessage(text);
    // This instance's own announcement was told locally already.
    if (sender !== self) tell(change);
  });
  subscriber.on('ready', () => tell(EVERYTHING));
  return {
    async announce(change) {
      tell(change);
      await publisher.publish(
        CONTENT_CHANGES_CHANNEL,
        encodeChangeMessage({ sender: self, change }),
      );
    },
    listen(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher, subscriber].map((connection) => closeRedis(connection, 1_000)));
    },
  };
}

/** Redis when `redisUrl` is set, else this process only. */
export function openContentChanges(
  redisUrl: string | undefined,
  onError?: (error: Error) => void,
): Promise<ContentChanges> {
  return redisUrl
    ? createRedisContentChanges(redisUrl, onError)
    : Promise.resolve(createLocalContentChanges());
}
