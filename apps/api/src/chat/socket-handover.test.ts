// A follow-up link hands an inquiry to another visitor (spec/chat-widget.md §4 Start-up flow 3,
// hash authentication), over real sockets: the device that showed the inquiry hears
// user.expired ('Chatting on another device', §2) and is closed with 4403, hearing nothing more
// of it, even when its watch was still reading whose the inquiry was; one whose socket was down
// learns it from the refusal of its next watch; a device that only listed it lets go of it
// silently; the new device hears it. With TEST_REDIS_URL also across two instances sharing
// Redis: the first visitor's sockets on one, the operator and the new device on the other, so
// the hand-over reaches them over the bus. A bus that fails to announce it does not fail the
// link, whose change is already made.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { buildApp } from '../app';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED } from '../seed/operator-seed';
import {
  leaveContact,
  newVisitorAddress,
  newVisitorToken,
  openInquiry,
  postChat,
} from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { betweenReadAndUse } from '../test-support/statement-counter';
import type { TestSocket } from '../test-support/socket-client';
import { readySocket, watch } from '../test-support/socket-visitors';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { createMemoryEventBus, topics } from './event-bus';
import type { EventBus } from './event-bus';
import { SOCKET_CLOSE } from './socket-protocol';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Hand-over across instances skipped: TEST_REDIS_URL is not set');

interface Api {
  app: FastifyInstance;
  base: string;
}

/** An operator call of the inquiry through `app`, as the operator console makes it. */
async function operatorCall(
  app: FastifyInstance,
  path: string,
  inquiry: number,
  token: string,
  payload?: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: path.replace(':chat_inquiry_number', String(inquiry)),
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
  const body = response.json();
  expect(body.result_info?.result_cd, `${path}: ${response.body}`).toBe('OK');
  return body.data;
}

async function operatorToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: OPERATOR_PATHS.signIn,
    remoteAddress: newVisitorAddress(),
    payload: { login_id: OPERATOR_SEED[0]!.loginId, password: DEMO_OPERATOR_PASSWORD },
  });
  return response.json().data.token as string;
}

/** The operator (signed in through `app`) takes the inquiry and sends its visitor a follow-up link. */
async function sendFollowUpLink(app: FastifyInstance, inquiry: number) {
  const operator = await operatorToken(app);
  await operatorCall(app, OPERATOR_PATHS.assign, inquiry, operator);
  const link = await operatorCall(app, OPERATOR_PATHS.followUpLink, inquiry, operator);
  return { operator, link: link.token as string };
}

/** The visitor of `token` opens the follow-up link: the inquiry becomes its own. */
async function openLink(app: FastifyInstance, link: string, token: string) {
  const joined = await postChat(
    app,
    CHAT_PATHS.alarmParticipation,
    { token: link },
    { token, ip: newVisitorAddress() },
  );
  expect(joined.code).toBe('OK');
}

/** The texts of the message.created events a socket heard, in order. */
const createdTexts = (socket: TestSocket) =>
  socket.events
    .filter((event) => event.event === 'message.created')
    .map((event) => (event.data as { message: { plain_text: string } }).message.plain_text);

describeOnEachDatabase('chat: an inquiry handed over by a follow-up link', (getDatabase) => {
  useSeedBeforeEach(getDatabase);

  const variants = [
    { name: 'one instance', settings: TEST_SETTINGS, instances: 1 },
    ...(redisUrl
      ? [
          {
            name: 'two instances sharing Redis',
            settings: { ...TEST_SETTINGS, REDIS_URL: redisUrl },
            instances: 2,
          },
        ]
      : []),
  ];

  describe('with an event bus that fails to announce the hand-over', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const bus = createMemoryEventBus();
      const failing: EventBus = {
        ...bus,
        publish: (topic, event) =>
          topic === topics.hub
            ? Promise.reject(new Error('Redis is gone'))
            : bus.publish(topic, event),
      };
      app = await buildApp(TEST_SETTINGS, { database: getDatabase(), bus: failing });
    });
    afterAll(() => app.close());

    it('still answers the link: the inquiry, already moved, is the new device’s', async () => {
      const a = await openInquiry(app);
      expect((await leaveContact(app, a.token, a.inquiry)).code).toBe('OK');
      const { link } = await sendFollowUpLink(app, a.inquiry);
      const b = await newVisitorToken(app);
      await openLink(app, link, b);
      const detail = (token: string) =>
        postChat(app, CHAT_PATHS.inquiryDetail, { chat_inquiry_number: a.inquiry }, { token });
      expect((await detail(b)).code).toBe('OK');
      expect((await detail(a.token)).code).toBe('E000600014');
    });
  });

  describe.each(variants)('on $name', ({ settings, instances }) => {
    const apis: Api[] = [];
    beforeAll(async () => {
      for (let count = 0; count < instances; count += 1) {
        const app = await buildApp(settings, { database: getDatabase() });
        apis.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
      }
    });
    afterAll(async () => {
      for (const { app } of apis.splice(0)) await app.close();
    });

    it('signs out the device that shows it, lets go where it is listed, and the new device hears it', async () => {
      const first = apis[0]!;
      const second = apis.at(-1)!;
      // Visitor A leaves a number, shows the inquiry on one socket and lists it on another.
      const a = await openInquiry(first.app);
      expect((await leaveContact(first.app, a.token, a.inquiry)).code).toBe('OK');
      const shown = await readySocket(first.app, first.base, a.token);
      await watch(shown, a.inquiry);
      const listing = await readySocket(first.app, first.base, a.token);
      listing.send('history.entered', { chat_inquiry_numbers: [a.inquiry] });
      await listing.handled();

      // The operator takes it and sends a follow-up link, which visitor B opens.
      const { operator, link } = await sendFollowUpLink(second.app, a.inquiry);
      const b = await newVisitorToken(second.app);
      const bSocket = await readySocket(second.app, second.base, b);
      await openLink(second.app, link, b);

      // A's device that showed it: user.expired, then closed as signed out.
      await shown.next('user.expired');
      expect((await shown.closed).code).toBe(SOCKET_CLOSE.expired);

      // B hears the inquiry from now on; A's sockets hear nothing more of it.
      await watch(bSocket, a.inquiry);
      await operatorCall(second.app, OPERATOR_PATHS.messages, a.inquiry, operator, {
        html_content: '새 기기에서 이어 가세요',
      });
      await bSocket.next('message.created');
      expect(createdTexts(bSocket)).toEqual(['새 기기에서 이어 가세요']);
      // A's next visitor event comes after that message on A's instance: A opens a new inquiry.
      await postChat(
        first.app,
        CHAT_PATHS.inquiryGeneration,
        { channel_number: a.channel_number, current_url: 'https://example.com/' },
        { token: a.token, ip: newVisitorAddress() },
      );
      await listing.next('inquiry.opened');
      expect(listing.socket.readyState).toBe(WebSocket.OPEN);
      expect(listing.events.map((event) => event.event)).not.toContain('user.expired');
      for (const socket of [shown, listing]) {
        expect(createdTexts(socket)).not.toContain('새 기기에서 이어 가세요');
      }
      // The hubs' own announcement reached no socket.
      for (const socket of [shown, listing, bSocket]) {
        expect(socket.events.filter((event) => event.event.startsWith('hub.'))).toEqual([]);
      }
      // And A may not watch it again.
      listing.send('inquiry.watching', { chat_inquiry_number: a.inquiry });
      await listing.handled();
      expect(listing.events.at(-2)).toMatchObject({
        event: 'error',
        data: { result_cd: 'E000600014' },
      });
      listing.socket.close();
      bSocket.socket.close();
    });

    it('names the inquiry when a device whose socket was down at the hand-over watches it again', async () => {
      const first = apis[0]!;
      const second = apis.at(-1)!;
      const a = await openInquiry(first.app);
      expect((await leaveContact(first.app, a.token, a.inquiry)).code).toBe('OK');
      const before = await readySocket(first.app, first.base, a.token);
      await watch(before, a.inquiry);
      // A's connection drops; while it is down, B opens the follow-up link.
      before.socket.close();
      await before.closed;
      const { link } = await sendFollowUpLink(second.app, a.inquiry);
      await openLink(second.app, link, await newVisitorToken(second.app));

      // A reconnects and watches the inquiry it shows: the refusal names it, so that the widget
      // can tell it has lost that inquiry (and not some other one) and sign out.
      const after = await readySocket(first.app, first.base, a.token);
      after.send('inquiry.watching', { chat_inquiry_number: a.inquiry });
      const refused = await after.next('error');
      expect(refused.data).toEqual({
        result_cd: 'E000600014',
        result_msg: expect.any(String),
        chat_inquiry_number: a.inquiry,
      });
      after.socket.close();
    });

    it('signs out a device whose watch is reading whose the inquiry is when it is handed over', async () => {
      const first = apis[0]!;
      const second = apis.at(-1)!;
      const a = await openInquiry(first.app);
      expect((await leaveContact(first.app, a.token, a.inquiry)).code).toBe('OK');
      const { link } = await sendFollowUpLink(second.app, a.inquiry);
      const b = await newVisitorToken(second.app);
      const socket = await readySocket(first.app, first.base, a.token);
      // The watch's ownership read answers "A's": the link is opened (committed and announced)
      // after the read has run and before the watch has its answer.
      const handedOver = betweenReadAndUse(getDatabase(), /from "chat_inquiries"/i, () =>
        openLink(second.app, link, b),
      );
      socket.send('inquiry.watching', { chat_inquiry_number: a.inquiry });
      await handedOver;
      await socket.next('user.expired');
      expect((await socket.closed).code).toBe(SOCKET_CLOSE.expired);
    });

    it('leaves the sockets of the visitor who opens the link as they were', async () => {
      const api = apis.at(-1)!;
      const a = await openInquiry(api.app);
      expect((await leaveContact(api.app, a.token, a.inquiry)).code).toBe('OK');
      const { operator, link } = await sendFollowUpLink(api.app, a.inquiry);
      // The same visitor opens the link on the device that shows it: nothing changes hands.
      const socket = await readySocket(api.app, api.base, a.token);
      await watch(socket, a.inquiry);
      await openLink(api.app, link, a.token);
      await operatorCall(api.app, OPERATOR_PATHS.messages, a.inquiry, operator, {
        html_content: '같은 기기',
      });
      await socket.next('message.created');
      expect(socket.events.map((event) => event.event)).not.toContain('user.expired');
      socket.socket.close();
    });
  });
});
