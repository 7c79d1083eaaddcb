// The operator feed's life cycle, on the plugin alone: what happens when the operator leaves
// early, the server closes, the bus fails, the session check fails or the reader falls behind.
// The session check is a stand-in here (a gate the test opens, a failure it chooses): the real
// one (operatorOfRequest) answers too fast to leave mid-check, and the real bus cannot be made
// to fail on cue. routes/operator-feed.test.ts runs the feed in the whole app over HTTP.
import { connect as connectTcp } from 'node:net';

import { OPERATOR_FEED_EVENTS, OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';

import { chatErrorHandler, chatValidatorCompiler } from '../routes/chat-http';
import { ChatError } from './chat-error';
import { createMemoryEventBus, topics } from './event-bus';
import type { EventBus } from './event-bus';
import { OPERATOR_FEED_MAX_BUFFERED_BYTES, operatorFeed } from './operator-feed';
import { requireOperatorSession } from './operator-session';
import type { OperatorSession } from './operator-session';

const HEARTBEAT_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A memory bus that counts the feed's subscriptions and can be told to fail. */
function countingBus() {
  const memory = createMemoryEventBus();
  const state = { listening: 0, failSubscribe: false, failUnsubscribe: false };
  const bus: EventBus = {
    ...memory,
    async subscribe(topic, listener) {
      if (state.failSubscribe) throw new Error('SUBSCRIBE failed (Redis is down)');
      const stop = await memory.subscribe(topic, listener);
      if (topic !== topics.operators) return stop;
      state.listening += 1;
      return async () => {
        state.listening -= 1;
        await stop();
        if (state.failUnsubscribe) throw new Error('UNSUBSCRIBE failed (Redis is down)');
      };
    },
  };
  return { bus, memory, state };
}

describe('the operator feed’s life cycle', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The feed on its own app; `check` stands in for the session check. */
  async function serve(
    bus: EventBus,
    check: () => Promise<unknown>,
    // The test's fetch client can leave a spare connection that never sends a request after an
    // abort; closing the app need not wait for it (each test checks the stream itself ends).
    // The close test keeps Fastify's default, so that only the feed's own hook can end it.
    { forceCloseConnections = true } = {},
  ) {
    app = Fastify({ forceCloseConnections });
    app.setValidatorCompiler(chatValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(chatErrorHandler);
    let checks = 0;
    const session: OperatorSession = {
      operatorOf: async () => {
        checks += 1;
        await check();
        return { operatorId: 1, loginId: 'operator', displayName: 'Operator' };
      },
    };
    requireOperatorSession(app, session);
    await app.register(operatorFeed, {
      // The database is read only for watched inquiries, which these tests do not use.
      db: undefined as never,
      bus,
      heartbeatMs: HEARTBEAT_MS,
      session,
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url: `${base}${OPERATOR_PATHS.events}`, checks: () => checks };
  }

  /** Reads a feed's text until it ends or the test stops it. */
  async function read(url: string) {
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal });
    const state = { text: '', ended: false };
    void (async () => {
      try {
        for await (const chunk of response.body!) state.text += Buffer.from(chunk).toString();
      } catch {
        // Aborted by the test.
      }
      state.ended = true;
    })();
    return { response, state, stop: () => controller.abort() };
  }

  it('opens no stream for an operator who left while the session was checked', async () => {
    const { bus, state } = countingBus();
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const feed = await serve(bus, () => gate);
    const controller = new AbortController();
    const request = fetch(feed.url, { signal: controller.signal }).catch(() => undefined);
    await expect.poll(feed.checks).toBe(1);
    controller.abort();
    await request;
    await pause(50);
    letThrough();
    await pause(HEARTBEAT_MS * 4);
    expect(state.listening).toBe(0);
    // No heartbeat goes on checking a session nobody reads.
    expect(feed.checks()).toBe(1);
  });

  it('lets the server close with a feed open, ending it', async () => {
    const { bus, state } = countingBus();
    const feed = await serve(bus, async () => undefined, { forceCloseConnections: false });
    const reader = await read(feed.url);
    await expect.poll(() => reader.state.text).toContain(OPERATOR_FEED_EVENTS.ready);
    await app!.close();
    app = undefined;
    await expect.poll(() => reader.state.ended).toBe(true);
    expect(state.listening).toBe(0);
  });

  it('ends the stream, silent otherwise for good, when the bus cannot subscribe', async () => {
    const { bus, state } = countingBus();
    state.failSubscribe = true;
    const feed = await serve(bus, async () => undefined);
    const reader = await read(feed.url);
    await expect.poll(() => reader.state.ended).toBe(true);
    expect(reader.state.text).not.toContain(OPERATOR_FEED_EVENTS.ready);
  });

  it('ends quietly when unsubscribing fails (no unhandled rejection)', async () => {
    const { bus, state } = countingBus();
    const feed = await serve(bus, async () => undefined);
    const reader = await read(feed.url);
    await expect.poll(() => reader.state.text).toContain(OPERATOR_FEED_EVENTS.ready);
    state.failUnsubscribe = true;
    reader.stop();
    // Vitest fails the run on an unhandled rejection; the count shows the stop was tried.
    await expect.poll(() => state.listening).toBe(0);
  });

  it('keeps the feed through a failed check, and ends it once the session is refused', async () => {
    const { bus } = countingBus();
    let answer: 'ok' | 'blip' | 'refused' = 'blip';
    const feed = await serve(bus, async () => {
      if (answer === 'blip') throw new Error('the database did not answer');
      if (answer === 'refused') throw new ChatError('E000200001', 'the session expired');
    });
    // The first check (before the stream) must pass.
    answer = 'ok';
    const reader = await read(feed.url);
    await expect.poll(() => reader.state.text).toContain(OPERATOR_FEED_EVENTS.ready);
    answer = 'blip';
    const checksBefore = feed.checks();
    await expect.poll(feed.checks).toBeGreaterThan(checksBefore + 2);
    expect(reader.state.ended).toBe(false);
    expect(reader.state.text).not.toContain(OPERATOR_FEED_EVENTS.sessionExpired);
    answer = 'refused';
    await expect.poll(() => reader.state.ended).toBe(true);
    expect(reader.state.text).toContain(`event: ${OPERATOR_FEED_EVENTS.sessionExpired}`);
  });

  it('drops a reader that falls too far behind instead of buffering without bound', async () => {
    const { bus, memory, state } = countingBus();
    const feed = await serve(bus, async () => undefined);
    // A client that asks for the feed and then never reads.
    const url = new URL(feed.url);
    const socket = connectTcp(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    socket.pause();
    await expect.poll(() => state.listening).toBe(1);
    const big = 'x'.repeat(16 * 1024);
    for (let i = 0; i < (4 * OPERATOR_FEED_MAX_BUFFERED_BYTES) / big.length; i++) {
      await memory.publish(topics.operators, { event: 'inquiry.changed', data: { big } });
      if (state.listening === 0) break;
    }
    await expect.poll(() => state.listening).toBe(0);
    socket.destroy();
  });
});
