// The realtime socket at SOCKET_PATH (spec/chat-widget.md §4 Realtime events, DESIGN.md §5).
// A socket authenticates with the connection token of ws-init (query parameter `token`), then
// hears its device's and its visitor's topics, and the inquiries it watches, joins or lists.
// Dead sockets are found by ping/pong and the client's heartbeat, and dropped.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

import type { Db } from '../db/create-database';
import { consumeConnectionToken } from './connection-tokens';
import { ChatError } from './chat-error';
import { followableHistoryInquiries } from './chat-history';
import { ownInquiry, visitorOfSession } from './chat-service';
import type { ChatVisitor } from './chat-visitor';
import type { ChatTokens } from './chat-token';
import type { ChatEvent, EventBus, Unsubscribe } from './event-bus';
import { topics } from './event-bus';
import {
  clientFrameSchema,
  SOCKET_CLOSE,
  SOCKET_HEARTBEAT_MS,
  SOCKET_PATH,
} from './socket-protocol';

export interface SocketHubOptions {
  db: Db;
  tokens: ChatTokens;
  bus: EventBus;
  heartbeatMs?: number;
}

function send(socket: WebSocket, event: ChatEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

export async function registerSocketHub(
  app: FastifyInstance,
  { db, tokens, bus, heartbeatMs = SOCKET_HEARTBEAT_MS }: SocketHubOptions,
) {
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();

  // Every interval: a socket silent since the last one is dropped; the others are pinged.
  const sweep = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.get(socket)) {
        socket.close(SOCKET_CLOSE.dead, 'no heartbeat');
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatMs);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const socket of sockets) socket.terminate();
  });

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    const subscriptions = new Map<string, Unsubscribe>();
    let who: ChatVisitor | undefined;
    const pending: string[] = [];

    const listen = async (topic: string) => {
      if (subscriptions.has(topic)) return;
      subscriptions.set(topic, async () => {});
      const stop = await bus.subscribe(topic, (event) => {
        send(socket, event);
        if (event.event === 'user.expired') socket.close(SOCKET_CLOSE.expired, 'user expired');
      });
      if (subscriptions.has(topic)) subscriptions.set(topic, stop);
      else await stop();
    };
    const unlisten = async (topic: string) => {
      const stop = subscriptions.get(topic);
      subscriptions.delete(topic);
      await stop?.();
    };
    // Why the socket hears an inquiry: the conversation watches (or joined) it, the history
    // view lists it, or both. The topic is left only when neither holds it any more: leaving
    // history must not silence the inquiry just opened from it.
    const watched = new Set<number>();
    const listed = new Set<number>();
    const hold = async (reason: Set<number>, number: number) => {
      reason.add(number);
      await listen(topics.inquiry(number));
    };
    const release = async (reason: Set<number>, number: number) => {
      reason.delete(number);
      if (!watched.has(number) && !listed.has(number)) await unlisten(topics.inquiry(number));
    };
    const fail = (code: string, message: string) =>
      send(socket, { event: 'error', data: { result_cd: code, result_msg: message } });

    async function handle(raw: string) {
      if (!who) return;
      const visitor = who;
      let frame;
      try {
        frame = clientFrameSchema.parse(JSON.parse(raw));
      } catch {
        fail('CE000200001', 'a frame is JSON { event, data } of a client event');
        return;
      }
      alive.set(socket, true);
      const own = async (numbers: number[]) => {
        const owned: number[] = [];
        for (const number of numbers) {
          try {
            owned.push((await ownInquiry(db, visitor, number)).chatInquiryNumber);
          } catch (error) {
            if (!(error instanceof ChatError)) throw error;
            fail(error.code, `inquiry ${number} is not yours`);
          }
        }
        return owned;
      };
      switch (frame.event) {
        case 'heartbeat':
          return;
        case 'inquiry.watching':
        case 'inquiry.joined':
          for (const number of await own([frame.data.chat_inquiry_number])) {
            await hold(watched, number);
          }
          return;
        case 'inquiry.left':
          await release(watched, frame.data.chat_inquiry_number);
          return;
        case 'history.entered': {
          const numbers = frame.data.chat_inquiry_numbers;
          // Read again: the phone may have been verified since the socket opened (§4: the
          // history view verifies, then lists).
          const now = await visitorOfSession(db, {
            sessionId: visitor.sessionId,
            visitorKey: visitor.visitor.visitorKey,
          });
          const followable = await followableHistoryInquiries(db, now, numbers);
          for (const number of numbers) {
            if (followable.includes(number)) await hold(listed, number);
            else fail('E000600014', `inquiry ${number} is not in the visitor's history`);
          }
          return;
        }
        case 'history.exited':
          for (const number of frame.data.chat_inquiry_numbers) await release(listed, number);
          return;
      }
    }

    // Frames are handled one after another, in the order they came: a frame waits for the
    // one before (whose ownership check reads the database), so "history.exited" never
    // overtakes the "history.entered" it closes. Frames that arrive before the socket is
    // ready (its token checked, its own topics heard) wait for it, still in order.
    let queue = Promise.resolve();
    const handleInTurn = (raw: string) => {
      queue = queue
        .then(() => handle(raw))
        .catch((error) => request.log.error({ err: error }, 'socket frame'));
    };
    let started = false;
    socket.on('message', (data) => {
      const raw = data.toString();
      if (started) handleInTurn(raw);
      else pending.push(raw);
    });
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      sockets.delete(socket);
      for (const topic of [...subscriptions.keys()]) void unlisten(topic);
    });

    const token = (request.query as Record<string, unknown>).token;
    void (async () => {
      try {
        const claims = await tokens.verifyConnection(typeof token === 'string' ? token : undefined);
        who = await visitorOfSession(db, claims);
        if (!(await consumeConnectionToken(db, claims.sessionId, claims.tokenId))) {
          throw new ChatError('CE000300002', 'the connection token was used already');
        }
      } catch (error) {
        if (error instanceof ChatError && error.code === 'E000200003') {
          send(socket, { event: 'user.expired', data: {} });
          socket.close(SOCKET_CLOSE.expired, 'user expired');
        } else {
          socket.close(SOCKET_CLOSE.unauthorized, 'connection token invalid or expired');
        }
        return;
      }
      alive.set(socket, true);
      sockets.add(socket);
      await listen(topics.session(who.sessionId));
      await listen(topics.visitor(who.visitor.visitorKey));
      send(socket, { event: 'connection.ready', data: {} });
      started = true;
      for (const raw of pending.splice(0)) handleInTurn(raw);
    })().catch((error) => {
      request.log.error({ err: error }, 'socket start');
      socket.close(1011, 'server error');
    });
  });
}
