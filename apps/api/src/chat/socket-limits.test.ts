// The realtime socket's limits (SOCKET_LIMITS) over a real listening api and real ws clients:
// floods are closed with 4429 while the api answers everyone else, a frame over 64 KiB is
// closed with 1009, the sockets per visitor and per address are capped (4430), and a repeated
// inquiry.watching reads the database once. With TEST_REDIS_URL, the caps hold across two
// instances sharing Redis.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { FLOOD_FRAMES } from '@repo/test-fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { buildApp } from '../app';
import {
  newVisitorAddress,
  newVisitorToken,
  openInquiry,
  postChat,
} from '../test-support/chat-calls';
import { freshAddress } from '../test-support/limited-chat-calls';
import { PROXIED_TEST_SETTINGS } from '../test-support/seeded-app';
import type { TestSocket } from '../test-support/socket-client';
import { listening, openSocket, readySocket, watch } from '../test-support/socket-visitors';
import { countStatements } from '../test-support/statement-counter';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { SOCKET_CLOSE, SOCKET_LIMITS } from './socket-protocol';
import type { SocketLimits } from './socket-protocol';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Two-instance socket caps skipped: TEST_REDIS_URL is not set');

/** The visitor sends a message; the socket watching the inquiry hears it. */
async function expectHeard(
  app: FastifyInstance,
  socket: TestSocket,
  { token, inquiry }: { token: string; inquiry: number },
) {
  const sent = await postChat(
    app,
    CHAT_PATHS.messageSend,
    { chat_inquiry_number: inquiry, html_content: '아직 듣고 있어요', json_data: {} },
    { token, ip: newVisitorAddress() },
  );
  expect((await socket.next('message.created')).data).toMatchObject({
    chat_inquiry_number: inquiry,
    message: { message_number: sent.data.message.message_number },
  });
}

const closeAll = (sockets: TestSocket[]) => {
  for (const { socket } of sockets) socket.close();
};

describeOnEachDatabase("chat: the realtime socket's limits", (getDatabase) => {
  let api: { app: FastifyInstance; base: string };

  beforeAll(async () => {
    api = await listening(await buildApp(PROXIED_TEST_SETTINGS, { database: getDatabase() }));
  });
  afterAll(() => api.app.close());
  useSeedBeforeEach(getDatabase);

  it('closes sockets flooding inquiry.watching with 4429, while the api and a quiet socket carry on', async () => {
    const { app, base } = api;
    const quiet = await openInquiry(app);
    const quietSocket = await readySocket(app, base, quiet.token);
    await watch(quietSocket, quiet.inquiry);

    for (const count of [1, 10]) {
      const flooders = await Promise.all(
        Array.from({ length: count }, async () => {
          const visitor = await openInquiry(app);
          return { ...visitor, socket: await readySocket(app, base, visitor.token) };
        }),
      );
      for (const { socket, inquiry } of flooders) {
        for (let frame = 0; frame < FLOOD_FRAMES; frame += 1) {
          socket.send('inquiry.watching', { chat_inquiry_number: inquiry });
        }
      }
      // During the flood: the api answers.
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      const codes = await Promise.all(flooders.map(({ socket }) => socket.closed));
      expect(codes.map(({ code }) => code)).toEqual(
        Array.from({ length: count }, () => SOCKET_CLOSE.tooManyFrames),
      );
    }

    // The quiet socket still hears its inquiry.
    expect(quietSocket.socket.readyState).toBe(WebSocket.OPEN);
    await expectHeard(app, quietSocket, quiet);
    quietSocket.socket.close();
  });

  it('closes a socket sending a frame over 64 KiB with 1009, and answers one of 64 KiB', async () => {
    const { app, base } = api;
    const { token } = await openInquiry(app);
    const socket = await readySocket(app, base, token);
    const frameOf = (bytes: number) => {
      const shell = JSON.stringify({ event: 'padding', data: { pad: '' } });
      return JSON.stringify({ event: 'padding', data: { pad: 'x'.repeat(bytes - shell.length) } });
    };
    socket.socket.send(frameOf(SOCKET_LIMITS.maxFrameBytes));
    expect((await socket.next('error')).data).toMatchObject({ result_cd: 'CE000200001' });
    socket.socket.send(frameOf(SOCKET_LIMITS.maxFrameBytes + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it(`refuses a visitor's socket past ${SOCKET_LIMITS.socketsPerVisitor} with 4430; a closed one frees its place`, async () => {
    const { app, base } = api;
    const { token } = await openInquiry(app);
    const open: TestSocket[] = [];
    for (let count = 0; count < SOCKET_LIMITS.socketsPerVisitor; count += 1) {
      open.push(await readySocket(app, base, token, { address: freshAddress() }));
    }
    const over = await openSocket(app, base, token, { address: freshAddress() });
    expect(await over.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
    open.shift()!.socket.close();
    // The place comes back once the api has seen the close.
    open.push(
      await vi.waitFor(() => readySocket(app, base, token, { address: freshAddress() }), {
        timeout: 5_000,
        interval: 100,
      }),
    );
    closeAll(open);
  });

  it(`refuses an address's socket past ${SOCKET_LIMITS.socketsPerAddress} with 4430, whichever visitors hold them`, async () => {
    const { app, base } = api;
    const address = freshAddress();
    const open: TestSocket[] = [];
    for (let count = 0; count < SOCKET_LIMITS.socketsPerAddress; count += 1) {
      open.push(await readySocket(app, base, await newVisitorToken(app), { address }));
    }
    const token = await newVisitorToken(app);
    const over = await openSocket(app, base, token, { address });
    expect(await over.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
    // The same visitor from another address is let in: the cap is the address's.
    open.push(await readySocket(app, base, token, { address: freshAddress() }));
    closeAll(open);
  });

  describe('with a budget past a thousand frames', () => {
    let generous: { app: FastifyInstance; base: string };
    beforeAll(async () => {
      const socketLimits: SocketLimits = { ...SOCKET_LIMITS, frameBurst: 10_000 };
      generous = await listening(
        await buildApp(PROXIED_TEST_SETTINGS, { database: getDatabase(), socketLimits }),
      );
    });
    afterAll(() => generous.app.close());

    it('reads the ownership of an inquiry watched 1,000 times once, and of a refused one once', async () => {
      const { app, base } = generous;
      const own = await openInquiry(app);
      const stranger = await openInquiry(app);
      const socket = await readySocket(app, base, own.token);
      const reads = countStatements(getDatabase(), /from "chat_inquiries"/i);
      try {
        for (const inquiry of [own.inquiry, stranger.inquiry]) {
          for (let frame = 0; frame < 1_000; frame += 1) {
            socket.send('inquiry.watching', { chat_inquiry_number: inquiry });
          }
        }
        await socket.handled(20_000);
        expect(reads.count).toBe(2);
      } finally {
        reads.stop();
      }
      const refusals = socket.events.filter(
        (event) => event.event === 'error' && event.data.result_cd === 'E000600014',
      );
      expect(refusals).toHaveLength(1_000);
      await expectHeard(app, socket, own);
      socket.socket.close();
    });
  });

  if (redisUrl) {
    describe('on two instances sharing Redis', () => {
      const caps: SocketLimits = { ...SOCKET_LIMITS, socketsPerVisitor: 2, socketsPerAddress: 3 };
      let one: { app: FastifyInstance; base: string };
      let other: { app: FastifyInstance; base: string };
      beforeAll(async () => {
        const settings = { ...PROXIED_TEST_SETTINGS, REDIS_URL: redisUrl };
        const build = () => buildApp(settings, { database: getDatabase(), socketLimits: caps });
        one = await listening(await build());
        other = await listening(await build());
      });
      afterAll(async () => {
        await one.app.close();
        await other.app.close();
      });

      it('counts the sockets of an address on both: the one past the cap is refused on either', async () => {
        const address = freshAddress();
        const open: TestSocket[] = [];
        for (let count = 0; count < caps.socketsPerAddress; count += 1) {
          open.push(
            await readySocket(one.app, one.base, await newVisitorToken(one.app), { address }),
          );
        }
        const token = await newVisitorToken(other.app);
        const over = await openSocket(other.app, other.base, token, { address });
        expect(await over.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
        open.shift()!.socket.close();
        open.push(
          await vi.waitFor(() => readySocket(other.app, other.base, token, { address }), {
            timeout: 5_000,
            interval: 100,
          }),
        );
        closeAll(open);
      });

      it("counts a visitor's sockets on both", async () => {
        const token = await newVisitorToken(one.app);
        const open = [
          await readySocket(one.app, one.base, token, { address: freshAddress() }),
          await readySocket(other.app, other.base, token, { address: freshAddress() }),
        ];
        const over = await openSocket(one.app, one.base, token, { address: freshAddress() });
        expect(await over.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
        closeAll(open);
      });
    });
  }
});
