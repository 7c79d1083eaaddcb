// The event bus in-process always; over Redis when TEST_REDIS_URL is set; and two api instances
// sharing Postgres and Redis when both TEST_REDIS_URL and TEST_DATABASE_URL are set: a message
// sent through one instance reaches a socket held by the other.
import { AGE_CONSENT, CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { seedDatabase } from '../seed/seed-database';
import { TEST_PAGE_URL } from '../test-support/chat-calls';
import { connect } from '../test-support/socket-client';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { postgresTarget } from '../test-support/test-databases';
import type { OpenedDatabase } from '../test-support/test-databases';
import type { ChatEvent, EventBus } from './event-bus';
import { createMemoryEventBus } from './event-bus';
import { createRedisEventBus } from './redis-event-bus';
import { SOCKET_PATH } from './socket-protocol';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl) console.info('Redis suites skipped: TEST_REDIS_URL is not set');
else if (!databaseUrl) console.info('Two-instance suite skipped: TEST_DATABASE_URL is not set');

const event = (n: number): ChatEvent => ({ event: 'message.created', data: { n } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function busContract(name: string, open: () => Promise<[EventBus, EventBus]>) {
  describe(`event bus: ${name}`, () => {
    let first: EventBus;
    let second: EventBus;
    beforeAll(async () => {
      [first, second] = await open();
    });
    afterAll(async () => {
      await first.close();
      if (second !== first) await second.close();
    });

    it('delivers a published event to every listener of its topic, and only of it', async () => {
      const heard: Array<[string, ChatEvent]> = [];
      const stopA = await second.subscribe('inquiry:1', (e) => heard.push(['a', e]));
      const stopB = await second.subscribe('inquiry:1', (e) => heard.push(['b', e]));
      const stopOther = await second.subscribe('inquiry:2', (e) => heard.push(['other', e]));
      await first.publish('inquiry:1', event(1));
      await settle();
      expect(heard).toEqual([
        ['a', event(1)],
        ['b', event(1)],
      ]);
      await Promise.all([stopA(), stopB(), stopOther()]);
    });

    it('stops delivering after unsubscribe', async () => {
      const heard: ChatEvent[] = [];
      const stop = await second.subscribe('visitor:k', (e) => heard.push(e));
      await first.publish('visitor:k', event(1));
      await settle();
      await stop();
      await first.publish('visitor:k', event(2));
      await settle();
      expect(heard).toEqual([event(1)]);
    });
  });
}

busContract('in-process', async () => {
  const bus = createMemoryEventBus();
  return [bus, bus];
});

if (redisUrl) {
  // Two buses: like two api instances, each with its own Redis connections.
  busContract('Redis', async () =>
    Promise.all([createRedisEventBus(redisUrl), createRedisEventBus(redisUrl)]),
  );
}

if (redisUrl && databaseUrl) {
  describe('two api instances over Redis and Postgres', () => {
    let opened: OpenedDatabase;
    let one: FastifyInstance;
    let other: FastifyInstance;
    let oneUrl = '';
    let otherUrl = '';

    beforeAll(async () => {
      // A fresh database on the server, shared by both instances, dropped afterwards.
      opened = await postgresTarget(databaseUrl).open();
      const { database } = opened;
      await seedDatabase(database.db);
      const settings = { ...TEST_SETTINGS, REDIS_URL: redisUrl };
      one = await buildApp(settings, { database });
      other = await buildApp(settings, { database });
      oneUrl = await one.listen({ port: 0, host: '127.0.0.1' });
      otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await one?.close();
      await other?.close();
      await opened?.dispose();
    });

    async function call<T>(base: string, path: string, d: unknown, token?: string) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', v: '1.0.0', ...(token ? { a: token } : {}) },
        body: JSON.stringify({ d }),
      });
      return ((await response.json()) as { data: T }).data;
    }

    it('delivers a message sent through one instance to a socket held by the other', async () => {
      const { token, channel_number } = await call<{ token: string; channel_number: number }>(
        oneUrl,
        CHAT_PATHS.authenticate,
        { center_code: 'CT0000' },
      );
      const { chat_inquiry_number } = await call<{ chat_inquiry_number: number }>(
        oneUrl,
        CHAT_PATHS.inquiryGeneration,
        { channel_number, current_url: TEST_PAGE_URL },
        token,
      );
      await call(
        oneUrl,
        CHAT_PATHS.ageConsentUpdate,
        {
          chat_inquiry_number,
          age_consent_state_code: AGE_CONSENT.agreed,
        },
        token,
      );

      const init = await call<{ connection_url: string; connection_token: string }>(
        otherUrl,
        CHAT_PATHS.realtimeInit,
        {},
        token,
      );
      const socket = await connect(
        `${otherUrl.replace('http', 'ws')}${SOCKET_PATH}?token=${init.connection_token}`,
      );
      await socket.next('connection.ready');
      socket.send('inquiry.watching', { chat_inquiry_number });
      await settle();

      const sent = await call<{ message: { message_number: number } }>(
        oneUrl,
        CHAT_PATHS.messageSend,
        { chat_inquiry_number, html_content: '다른 인스턴스로', json_data: {} },
        token,
      );
      const created = await socket.next('message.created');
      expect(created.data).toMatchObject({
        message: { message_number: sent.message.message_number, plain_text: '다른 인스턴스로' },
      });
      socket.socket.close();
    });
  });
}
