// The event bus over Redis pub/sub (REDIS_URL): every instance publishes to Redis and
// subscribes there to the topics its own sockets need, so a message sent through one instance
// reaches a socket held by another. One connection publishes; a second one, in subscriber
// mode, listens; local listeners share one Redis subscription per topic.
import { Redis } from 'ioredis';

import { closeRedis, waitAtMost } from '../redis-close';

import type { ChatEvent, EventBus } from './event-bus';

const CHANNEL_PREFIX = 'lawfirm:chat:';

/**
 * How long dropping a Redis subscription may take. Past it the listener is gone anyway: a
 * message still arriving on the channel finds no listener and is dropped, so a Redis that is
 * away or silent never holds a closing socket or the api's shutdown.
 */
export const UNSUBSCRIBE_WAIT_MS = 1_000;

/**
 * `onError` hears the connections' failures (ioredis retries on its own); without a listener
 * ioredis would print each one to the console as unhandled.
 */
export async function createRedisEventBus(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) connection.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Map<string, Set<(event: ChatEvent) => void>>();

  subscriber.on('message', (channel: string, payload: string) => {
    const topic = channel.slice(CHANNEL_PREFIX.length);
    const local = listeners.get(topic);
    if (!local) return;
    const event = JSON.parse(payload) as ChatEvent;
    for (const listener of local) listener(event);
  });

  return {
    async publish(topic, event) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(event));
    },
    async subscribe(topic, listener) {
      let local = listeners.get(topic);
      if (!local) {
        local = new Set();
        listeners.set(topic, local);
        await subscriber.subscribe(CHANNEL_PREFIX + topic);
      }
      local.add(listener);
      return async () => {
        const current = listeners.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(topic);
        await waitAtMost(subscriber.unsubscribe(CHANNEL_PREFIX + topic), UNSUBSCRIBE_WAIT_MS);
      };
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher, subscriber].map((connection) => closeRedis(connection, 1_000)));
    },
  };
}
