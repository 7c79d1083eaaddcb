// The realtime socket over a real listening api and real WebSocket clients (ws), on PGlite and,
// where TEST_DATABASE_URL is set, on Postgres.
import { AGE_CONSENT, CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { buildApp } from '../app';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { TEST_PAGE_URL } from '../test-support/chat-calls';
import { connect } from '../test-support/socket-client';
import type { TestSocket } from '../test-support/socket-client';
import { watch } from '../test-support/socket-visitors';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { createChatTokens } from './chat-token';
import { SOCKET_CLOSE, SOCKET_PATH, socketUrlOf } from './socket-protocol';

/**
 * A short ping interval, so that a dead socket is found within the test, yet long enough that a
 * live socket's pong (from this same process) cannot miss it on a busy two-core machine.
 */
const HEARTBEAT_MS = 1_000;

describeOnEachDatabase('chat: realtime socket', (getDatabase) => {
  let app: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase(), chatHeartbeatMs: HEARTBEAT_MS });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  useSeedBeforeEach(getDatabase);

  async function call<T = unknown>(path: string, d: unknown, token?: string) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', v: '1.0.0', ...(token ? { a: token } : {}) },
      body: JSON.stringify({ d }),
    });
    return (await response.json()) as { result_info: { result_cd: string }; data: T };
  }

  /** Waits for the visitor's preview of `text` (inquiry.preview.updated). */
  const previewOf = (socket: TestSocket, text: string) =>
    socket.waitFor(
      (event) =>
        event.event === 'inquiry.preview.updated' && event.data.recent_message_content === text,
      `the preview of ${text}`,
    );

  async function visitorWithInquiry(token?: string) {
    const auth = await call<{ token: string; channel_number: number }>(
      CHAT_PATHS.authenticate,
      { center_code: 'CT0000' },
      token,
    );
    const { token: chatToken, channel_number } = auth.data;
    const generated = await call<{ chat_inquiry_number: number }>(
      CHAT_PATHS.inquiryGeneration,
      { channel_number, current_url: TEST_PAGE_URL },
      chatToken,
    );
    const inquiry = generated.data.chat_inquiry_number;
    await call(
      CHAT_PATHS.ageConsentUpdate,
      { chat_inquiry_number: inquiry, age_consent_state_code: AGE_CONSENT.agreed },
      chatToken,
    );
    return { token: chatToken, inquiry };
  }

  async function open(token: string, options?: { autoPong?: boolean }) {
    const init = await call<{ connection_url: string; connection_token: string }>(
      CHAT_PATHS.realtimeInit,
      {},
      token,
    );
    expect(init.result_info.result_cd).toBe('OK');
    // The URL names the public origin (PUBLIC_URL); the test server listens on its own port.
    expect(init.data.connection_url).toBe(socketUrlOf(TEST_SETTINGS.PUBLIC_URL));
    const socket = await connect(
      `${base.replace('http', 'ws')}${SOCKET_PATH}?token=${init.data.connection_token}`,
      options,
    );
    await socket.next('connection.ready');
    return socket;
  }

  it('delivers message.created to a socket watching the inquiry, and a preview to the visitor', async () => {
    const { token, inquiry } = await visitorWithInquiry();
    const socket = await open(token);
    // The watch is registered once the server has handled the frame.
    await watch(socket, inquiry);
    const sent = await call<{ message: { message_number: number } }>(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: inquiry, html_content: '실시간', json_data: {} },
      token,
    );
    const created = await socket.next('message.created');
    expect(created.data).toMatchObject({
      message: { message_number: sent.data.message.message_number, plain_text: '실시간' },
    });
    const preview = await socket.next('inquiry.preview.updated');
    expect(preview.data).toMatchObject({
      chat_inquiry_number: inquiry,
      recent_message_content: '실시간',
    });
    socket.socket.close();
  });

  it('keeps hearing the watched inquiry after the history view that listed it closes', async () => {
    const { token, inquiry } = await visitorWithInquiry();
    const socket = await open(token);
    const say = (text: string) =>
      call(
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: inquiry, html_content: text, json_data: {} },
        token,
      );
    // The history view lists the inquiry, the visitor opens it from there, the view closes.
    socket.send('history.entered', { chat_inquiry_numbers: [inquiry] });
    socket.send('inquiry.watching', { chat_inquiry_number: inquiry });
    socket.send('history.exited', { chat_inquiry_numbers: [inquiry] });
    await socket.handled();
    await say('열어 둔 상담');
    expect((await socket.next('message.created')).data).toMatchObject({
      message: { plain_text: '열어 둔 상담' },
    });
    // Left by the conversation too, it is silent.
    socket.send('inquiry.left', { chat_inquiry_number: inquiry });
    await socket.handled();
    await say('떠난 뒤');
    // Its preview goes to the visitor's topic after the message to the inquiry's, which the
    // socket no longer hears.
    await previewOf(socket, '떠난 뒤');
    const texts = socket.events
      .filter((event) => event.event === 'message.created')
      .map((event) => (event.data as { message: { plain_text: string } }).message.plain_text);
    expect(texts).toEqual(['열어 둔 상담']);
    socket.socket.close();
  });

  it("follows only the visitor's own inquiries from history before a phone is verified", async () => {
    const owner = await visitorWithInquiry();
    const stranger = await visitorWithInquiry();
    const socket = await open(stranger.token);
    socket.send('history.entered', { chat_inquiry_numbers: [owner.inquiry, stranger.inquiry] });
    const refused = await socket.next('error');
    expect(refused.data).toMatchObject({
      result_cd: 'E000600014',
      chat_inquiry_number: owner.inquiry,
    });
    await call(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: stranger.inquiry, html_content: '내 상담', json_data: {} },
      stranger.token,
    );
    expect((await socket.next('message.created')).data).toMatchObject({
      chat_inquiry_number: stranger.inquiry,
    });
    socket.socket.close();
  });

  it("does not let a socket watch another visitor's inquiry", async () => {
    const owner = await visitorWithInquiry();
    const stranger = await visitorWithInquiry();
    const socket = await open(stranger.token);
    socket.send('inquiry.watching', { chat_inquiry_number: owner.inquiry });
    const refused = await socket.next('error');
    expect(refused.data).toMatchObject({ result_cd: 'E000600014' });
    await call(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: owner.inquiry, html_content: '비밀', json_data: {} },
      owner.token,
    );
    // Then a message of the stranger's own: its preview comes after anything the owner's sent.
    await call(
      CHAT_PATHS.messageSend,
      { chat_inquiry_number: stranger.inquiry, html_content: '내 것', json_data: {} },
      stranger.token,
    );
    await previewOf(socket, '내 것');
    expect(socket.events.map((event) => event.event)).not.toContain('message.created');
    socket.socket.close();
  });

  it('sends user.expired to the older device when the visitor authenticates again, and closes it', async () => {
    const { token } = await visitorWithInquiry();
    const older = await open(token);
    await call(CHAT_PATHS.authenticate, { center_code: 'CT0000' }, token);
    await older.next('user.expired');
    expect((await older.closed).code).toBe(SOCKET_CLOSE.expired);
  });

  it('closes a socket without a valid connection token', async () => {
    const { token } = await visitorWithInquiry();
    const forged = await createChatTokens(
      'another-secret-of-at-least-32-characters!',
    ).issueConnection({
      visitorKey: 'x',
      sessionId: 'y',
    });
    for (const query of ['', `?token=${forged.token}`, `?token=${token}`]) {
      const socket = await connect(`${base.replace('http', 'ws')}/chatctm/ws${query}`);
      expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    }
  });

  it('opens one socket per connection token: a second connect with it is refused', async () => {
    const { token } = await visitorWithInquiry();
    const init = await call<{ connection_token: string }>(CHAT_PATHS.realtimeInit, {}, token);
    const url = `${base.replace('http', 'ws')}${SOCKET_PATH}?token=${init.data.connection_token}`;
    const first = await connect(url);
    await first.next('connection.ready');
    const second = await connect(url);
    expect((await second.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    // Racing sockets with one fresh token: exactly one gets in.
    const again = await call<{ connection_token: string }>(CHAT_PATHS.realtimeInit, {}, token);
    const raceUrl = `${base.replace('http', 'ws')}${SOCKET_PATH}?token=${again.data.connection_token}`;
    const racers = await Promise.all(Array.from({ length: 5 }, () => connect(raceUrl)));
    const outcomes = await Promise.all(
      racers.map((racer) =>
        Promise.race([
          racer.next('connection.ready').then(() => 'ready'),
          racer.closed.then(({ code }) => code),
        ]),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ready')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === SOCKET_CLOSE.unauthorized)).toHaveLength(4);
  });

  it('answers a malformed frame with CE000200001 and keeps the socket open', async () => {
    const { token } = await visitorWithInquiry();
    const socket = await open(token);
    socket.socket.send('not json');
    expect((await socket.next('error')).data).toMatchObject({ result_cd: 'CE000200001' });
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.socket.close();
  });

  it('answers each heartbeat with heartbeat.ack, so that a client can tell a silent socket', async () => {
    const { token } = await visitorWithInquiry();
    const socket = await open(token);
    socket.send('heartbeat');
    socket.send('heartbeat');
    // Frames are answered in order: once the marker's answer is heard, both heartbeats' are.
    await socket.handled();
    expect(socket.events.filter((event) => event.event === 'heartbeat.ack')).toEqual([
      { event: 'heartbeat.ack', data: {} },
      { event: 'heartbeat.ack', data: {} },
    ]);
    socket.socket.close();
  });

  it('drops a socket that answers no ping', async () => {
    const { token } = await visitorWithInquiry();
    const silent = await open(token, { autoPong: false });
    const { code } = await silent.closed;
    expect(code).toBe(SOCKET_CLOSE.dead);
  });

  describe('a socket that answers pings', () => {
    it('stays open across several heartbeat intervals', async () => {
      const { token } = await visitorWithInquiry();
      const socket = await open(token);
      // Each ping is a sweep that found the socket alive; a dead one is dropped at the next.
      await new Promise<void>((resolve) => {
        let pings = 0;
        socket.socket.on('ping', () => {
          pings += 1;
          if (pings === 4) resolve();
        });
      });
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
      socket.socket.close();
    });
  });
});
