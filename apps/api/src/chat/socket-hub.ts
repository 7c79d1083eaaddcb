// The realtime socket at SOCKET_PATH (spec/chat-widget.md §4 Realtime events, DESIGN.md §5).
// A socket authenticates with the connection token of ws-init (query parameter `token`), then
// hears its device's and its visitor's topics, and the inquiries it watches, joins or lists
// (socket-subscriptions.ts). Dead sockets are found by ping/pong and the client's heartbeat,
// and dropped. Every socket is held to SOCKET_LIMITS: its frames' size and number, and the
// sockets its visitor and its address hold open; past one it is closed with its code.
import { randomUUID } from 'node:crypto';

import { normalizeIP } from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

import type { Db } from '../db/create-database';
import { consumeConnectionToken } from './connection-tokens';
import { ChatError } from './chat-error';
import { visitorOfSession } from './chat-service';
import type { ChatTokens } from './chat-token';
import type { ChatEvent, EventBus } from './event-bus';
import { HUB_EVENTS, topics } from './event-bus';
import { createFrameBudget } from './frame-budget';
import { socketCountKeys } from './socket-counts';
import type { SocketCounts } from './socket-counts';
import { createSocketPlaces } from './socket-places';
import { createSocketSubscriptions } from './socket-subscriptions';
import type { SocketSubscriptions } from './socket-subscriptions';
import {
  clientFrameSchema,
  SOCKET_CLOSE,
  SOCKET_FLOOD_DROP_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_LIMITS,
  SOCKET_PATH,
} from './socket-protocol';
import type { SocketLimits } from './socket-protocol';

export interface SocketHubOptions {
  db: Db;
  tokens: ChatTokens;
  bus: EventBus;
  /** Where the sockets per visitor and per address are counted. */
  counts: SocketCounts;
  heartbeatMs?: number;
  /** SOCKET_LIMITS unless given (tests lower or raise them). */
  limits?: SocketLimits;
}

function send(socket: WebSocket, event: ChatEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/** A frame as it came: its text, or null for a binary frame (the protocol is JSON text). */
type RawFrame = string | null;

export async function registerSocketHub(
  app: FastifyInstance,
  {
    db,
    tokens,
    bus,
    counts,
    heartbeatMs = SOCKET_HEARTBEAT_MS,
    limits = SOCKET_LIMITS,
  }: SocketHubOptions,
) {
  // ws closes a socket whose frame (its fragments together) exceeds this with 1009, before
  // the frame is buffered whole.
  await app.register(websocket, { options: { maxPayload: limits.maxFrameBytes } });
  const alive = new WeakMap<WebSocket, boolean>();
  /** Every open socket, with its id. */
  const sockets = new Map<WebSocket, string>();
  /** The ready ones: the sweep pings them and keeps their places. */
  const ready = new Set<WebSocket>();
  const places = createSocketPlaces(counts);
  /** The subscriptions of every open socket, told of hand-overs. */
  const listening = new Set<SocketSubscriptions>();

  // One subscription per instance to the hubs' own events, whichever inquiries its sockets hold.
  const stopHubEvents = await bus.subscribe(topics.hub, (event) => {
    if (event.event !== HUB_EVENTS.inquiryHandedOver) return;
    const number = event.data.chat_inquiry_number;
    if (typeof number !== 'number') return;
    for (const subscriptions of listening) subscriptions.handedOver(number, event.data.visitor_id);
  });

  // Every interval: a socket silent since the last one is dropped; the others are pinged, and
  // their places in the shared counts kept.
  const sweep = setInterval(() => {
    const kept: string[] = [];
    for (const socket of ready) {
      if (!alive.get(socket)) {
        socket.close(SOCKET_CLOSE.dead, 'no heartbeat');
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
      kept.push(sockets.get(socket)!);
    }
    places.refresh(kept);
  }, heartbeatMs);
  sweep.unref();
  // Runs before the onClose of the rate-limit store, whose Redis connection the counts use
  // (registered earlier; Fastify runs onClose hooks last registered first): every place is given
  // back, and answered, while that connection is still open.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await places.close();
    for (const socket of sockets.keys()) socket.terminate();
    await stopHubEvents().catch((error: unknown) =>
      app.log.warn({ err: error }, 'socket hub: unsubscribe failed'),
    );
  });

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    const socketId = randomUUID();
    sockets.set(socket, socketId);
    places.open(socketId);
    const budget = createFrameBudget({
      burst: limits.frameBurst,
      perSecond: limits.framesPerSecond,
    });
    let subscriptions: SocketSubscriptions | undefined;
    let closed = false;
    let flooded = false;
    const pending: RawFrame[] = [];

    const fail = (code: string, message: string, about: Record<string, unknown> = {}) =>
      send(socket, { event: 'error', data: { result_cd: code, result_msg: message, ...about } });
    const close = (code: number, reason: string) => {
      subscriptions?.end();
      socket.close(code, reason);
    };
    const expire = () => {
      send(socket, { event: 'user.expired', data: {} });
      close(SOCKET_CLOSE.expired, 'user expired');
    };

    /** Takes the socket's place under `key`; false (the socket closed) when it may not go on. */
    const admit = async (key: string, max: number, whose: string) => {
      const outcome = await places.take(socketId, key, max);
      if (outcome === 'full') close(SOCKET_CLOSE.tooManySockets, `too many sockets ${whose}`);
      // Closed meanwhile, or the api is closing (which closes every socket).
      else if (outcome === 'gone') close(1001, 'going away');
      return outcome === 'taken';
    };

    async function handle(raw: RawFrame) {
      if (!subscriptions) return;
      let frame;
      try {
        if (raw === null) throw new TypeError('a binary frame');
        frame = clientFrameSchema.parse(JSON.parse(raw));
      } catch {
        fail('CE000200001', 'a frame is JSON text { event, data } of a client event');
        return;
      }
      alive.set(socket, true);
      switch (frame.event) {
        case 'heartbeat':
          return send(socket, { event: 'heartbeat.ack', data: {} });
        case 'inquiry.watching':
        case 'inquiry.joined':
          await subscriptions.watch(frame.data.chat_inquiry_number);
          return;
        case 'inquiry.left':
          await subscriptions.leave(frame.data.chat_inquiry_number);
          return;
        case 'history.entered':
          await subscriptions.enterHistory(frame.data.chat_inquiry_numbers);
          return;
        case 'history.exited':
          await subscriptions.exitHistory(frame.data.chat_inquiry_numbers);
          return;
      }
    }

    // Frames are handled one after another, in the order they came: a frame waits for the
    // one before (whose ownership check reads the database), so "history.exited" never
    // overtakes the "history.entered" it closes. Frames that arrive before the socket is
    // ready (its token checked, its own topics heard) wait for it, still in order. Each frame
    // is paid from the budget as it arrives, so the queue never holds more than the budget.
    let queue = Promise.resolve();
    const handleInTurn = (raw: RawFrame) => {
      queue = queue
        .then(() => handle(raw))
        .catch((error) => {
          // As an HTTP call answers its code (or 500): the client hears why, not silence.
          if (error instanceof ChatError) return fail(error.code, error.message);
          request.log.error({ err: error }, 'socket frame');
          fail('E000100001', 'the frame could not be handled');
        });
    };
    let started = false;
    socket.on('message', (data, isBinary) => {
      if (flooded || closed) return;
      if (!budget.spend()) {
        flooded = true;
        pending.length = 0;
        close(SOCKET_CLOSE.tooManyFrames, 'too many frames');
        // Read no more of the flood; the client's answer to the close would come only behind
        // every frame it queued, so the connection is dropped once the close has gone out.
        socket.pause();
        setTimeout(() => socket.terminate(), SOCKET_FLOOD_DROP_MS).unref();
        return;
      }
      const raw = isBinary ? null : data.toString();
      if (started) handleInTurn(raw);
      else pending.push(raw);
    });
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      closed = true;
      sockets.delete(socket);
      ready.delete(socket);
      if (subscriptions) listening.delete(subscriptions);
      subscriptions?.end();
      places.release(socketId);
    });

    const token = (request.query as Record<string, unknown>).token;
    void (async () => {
      // The address first, before any work: however many visitor tokens it brings, one address
      // holds no more than its share.
      const address = socketCountKeys.address(normalizeIP(request.ip));
      if (!(await admit(address, limits.socketsPerAddress, 'from this address'))) return;
      let who;
      try {
        const claims = await tokens.verifyConnection(typeof token === 'string' ? token : undefined);
        who = await visitorOfSession(db, claims);
        if (!(await consumeConnectionToken(db, claims.sessionId, claims.tokenId))) {
          throw new ChatError('CE000300002', 'the connection token was used already');
        }
      } catch (error) {
        if (error instanceof ChatError && error.code === 'E000200003') expire();
        else close(SOCKET_CLOSE.unauthorized, 'connection token invalid or expired');
        return;
      }
      const visitor = socketCountKeys.visitor(who.visitor.visitorKey);
      if (!(await admit(visitor, limits.socketsPerVisitor, 'of this visitor'))) return;
      alive.set(socket, true);
      ready.add(socket);
      subscriptions = createSocketSubscriptions({
        db,
        bus,
        who,
        send: (event) => send(socket, event),
        fail,
        expire,
        onError: (error) => request.log.warn({ err: error }, 'socket unsubscribe'),
        ownershipMemoryMs: limits.ownershipMemoryMs,
      });
      listening.add(subscriptions);
      await subscriptions.start();
      send(socket, { event: 'connection.ready', data: {} });
      started = true;
      for (const raw of pending.splice(0)) handleInTurn(raw);
    })().catch((error) => {
      request.log.error({ err: error }, 'socket start');
      close(1011, 'server error');
    });
  });
}
