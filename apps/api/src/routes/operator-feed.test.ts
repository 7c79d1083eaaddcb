// The operators' live feed over real HTTP (server-sent events): every inquiry's change in
// short, the followed inquiries' events in full, heartbeats, and refusals answered as JSON
// before any stream starts. On PGlite and, where TEST_DATABASE_URL is set, on Postgres.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import {
  OPERATOR_FEED_EVENTS,
  OPERATOR_FEED_MAX_WATCHED,
  OPERATOR_PATHS,
  operatorInquiryChangedSchema,
} from '@lawfirm/api-client/operator';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { chatEvents } from '../chat/chat-events';
import { createMemoryEventBus, HUB_EVENTS, topics } from '../chat/event-bus';
import type { EventBus } from '../chat/event-bus';
import { chatOperators } from '../db/schema';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED } from '../seed/operator-seed';
import { seedDatabase } from '../seed/seed-database';
import { openInquiry, postChat } from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';

const HEARTBEAT_MS = 200;

interface FeedEvent {
  event: string;
  // Read field by field; the operator feed's schemas check the shapes that have one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

/** A feed being read: its events so far, its comment lines, and a way to wait for one. */
async function openFeed(base: string, token: string, query = '') {
  const controller = new AbortController();
  const response = await fetch(`${base}${OPERATOR_PATHS.events}${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: FeedEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, split);
          buffered = buffered.slice(split + 2);
          if (block.startsWith(':')) comments.push(block);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  const waitFor = async (match: (event: FeedEvent) => boolean, what: string) => {
    await expect.poll(() => events.find(match), { message: what, timeout: 5_000 }).toBeTruthy();
    return events.find(match)!;
  };
  await waitFor((event) => event.event === OPERATOR_FEED_EVENTS.ready, 'feed.ready');
  return {
    response,
    events,
    comments,
    waitFor,
    hasEnded: () => ended,
    close: () => controller.abort(),
  };
}

describeOnEachDatabase('chat: the operators’ live feed', (getDatabase) => {
  let app: FastifyInstance;
  let base = '';
  let token = '';
  /** Feeds listening to every inquiry's changes right now. */
  let listening = 0;
  let bus: EventBus;

  async function signIn(loginId: string): Promise<string> {
    const answer = await fetch(`${base}${OPERATOR_PATHS.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_id: loginId, password: DEMO_OPERATOR_PASSWORD }),
    });
    return ((await answer.json()) as { data: { token: string } }).data.token;
  }

  beforeAll(async () => {
    const memory = createMemoryEventBus();
    bus = {
      ...memory,
      async subscribe(topic, listener) {
        const stop = await memory.subscribe(topic, listener);
        if (topic !== topics.operators) return stop;
        listening += 1;
        return async () => {
          listening -= 1;
          await stop();
        };
      },
    };
    app = await buildApp(TEST_SETTINGS, {
      database: getDatabase(),
      bus,
      chatHeartbeatMs: HEARTBEAT_MS,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await seedDatabase(getDatabase().db);
    token = await signIn(OPERATOR_SEED[0]!.loginId);
  });
  afterAll(async () => {
    await app.close();
  });
  useSeedBeforeEach(getDatabase);

  const changed = (inquiry: number, cause: string) => (event: FeedEvent) =>
    event.event === OPERATOR_FEED_EVENTS.inquiryChanged &&
    event.data.chat_inquiry_number === inquiry &&
    event.data.cause === cause;

  it('streams text/event-stream: a new inquiry and a visitor’s message, in short', async () => {
    const feed = await openFeed(base, token);
    expect(feed.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { token: visitor, inquiry } = await openInquiry(app, {
      currentUrl: 'https://example.com/',
    });
    const opened = await feed.waitFor(changed(inquiry, 'inquiry.opened'), 'inquiry.opened');
    expect(operatorInquiryChangedSchema.parse(opened.data)).toEqual({
      chat_inquiry_number: inquiry,
      cause: 'inquiry.opened',
    });
    await postChat(
      app,
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: inquiry, html_content: '상담 요청드립니다', json_data: {} },
      { token: visitor },
    );
    await feed.waitFor(changed(inquiry, 'message.created'), 'message.created, in short');
    // Not followed: the message itself is not in the feed.
    expect(feed.events.some((event) => event.event === 'message.created')).toBe(false);
    feed.close();
  });

  it('streams the followed inquiries’ events in full, and only theirs', async () => {
    const followed = await openInquiry(app, { currentUrl: 'https://example.com/' });
    const other = await openInquiry(app, { currentUrl: 'https://example.com/' });
    const feed = await openFeed(base, token, `?watch=${followed.inquiry}`);
    expect(feed.events[0]).toEqual({
      event: OPERATOR_FEED_EVENTS.ready,
      data: { watched: [followed.inquiry] },
    });
    for (const { token: visitor, inquiry } of [other, followed]) {
      await postChat(
        app,
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: inquiry, html_content: `${inquiry}번 문의`, json_data: {} },
        { token: visitor },
      );
    }
    const message = await feed.waitFor(
      (event) => event.event === 'message.created',
      'the followed inquiry’s message',
    );
    expect(message.data.message).toMatchObject({
      inquiry_number: followed.inquiry,
      plain_text: `${followed.inquiry}번 문의`,
    });
    await feed.waitFor(changed(other.inquiry, 'message.created'), 'the other one, in short');
    expect(
      feed.events
        .filter((event) => event.event === 'message.created')
        .map((e) => e.data.message.inquiry_number),
    ).toEqual([followed.inquiry]);
    feed.close();
  });

  it('keeps the hubs’ own events (a hand-over) out of the feed', async () => {
    const followed = await openInquiry(app, { currentUrl: 'https://example.com/' });
    const feed = await openFeed(base, token, `?watch=${followed.inquiry}`);
    await chatEvents(bus).inquiryHandedOver(followed.inquiry, 1);
    await postChat(
      app,
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: followed.inquiry, html_content: '그다음', json_data: {} },
      { token: followed.token },
    );
    await feed.waitFor((event) => event.event === 'message.created', 'the message after it');
    expect(feed.events.map((event) => event.event)).not.toContain(HUB_EVENTS.inquiryHandedOver);
    feed.close();
  });

  it('stops listening when the operator goes away', async () => {
    // The feeds of the tests before have gone by now.
    await expect.poll(() => listening, { timeout: 5_000 }).toBe(0);
    const feed = await openFeed(base, token);
    expect(listening).toBe(1);
    feed.close();
    await expect.poll(() => listening, { timeout: 5_000 }).toBe(0);
  });

  it('writes a heartbeat comment while nothing happens', async () => {
    const feed = await openFeed(base, token);
    await expect.poll(() => feed.comments, { timeout: 5_000 }).toContain(': keep-alive');
    feed.close();
  });

  it('ends with session.expired once the session no longer holds', async () => {
    const third = OPERATOR_SEED[2]!;
    const own = await signIn(third.loginId);
    const feed = await openFeed(base, own);
    // The account is switched off while its feed is open.
    await getDatabase()
      .db.update(chatOperators)
      .set({ active: false })
      .where(eq(chatOperators.loginId, third.loginId));
    await feed.waitFor(
      (event) => event.event === OPERATOR_FEED_EVENTS.sessionExpired,
      'session.expired',
    );
    await expect.poll(feed.hasEnded, { timeout: 5_000 }).toBe(true);
  });

  describe('refusals, answered as JSON before any stream', () => {
    it.each([
      ['no session', '', undefined, 401, 'E000200002'],
      ['a malformed watch list', '?watch=1,x', 'token', 400, 'CE000200001'],
      ['inquiry number 0', '?watch=0', 'token', 400, 'CE000200001'],
      ['a number past the 32-bit range', '?watch=99999999999', 'token', 400, 'CE000200001'],
      [
        'too many to follow',
        `?watch=${Array.from({ length: OPERATOR_FEED_MAX_WATCHED + 1 }, (_, i) => i + 1).join(',')}`,
        'token',
        400,
        'CE000200001',
      ],
      ['an inquiry that does not exist', '?watch=999999', 'token', 404, 'E000600001'],
    ])('%s', async (_case, query, withToken, status, code) => {
      const response = await fetch(`${base}${OPERATOR_PATHS.events}${query}`, {
        headers: withToken ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as { result_info: { result_cd: string } };
      expect(body.result_info.result_cd).toBe(code);
    });
  });
});
