// The operators' live feed (DESIGN.md §6): GET OPERATOR_PATHS.events, server-sent events. It
// streams a short OPERATOR_FEED_EVENTS.inquiryChanged for every inquiry's change, so a console
// keeps its list current without polling, and the full widget events of the inquiries named in
// `watch` (an open conversation). Server-sent events rather than a socket: the feed only flows
// to the operator, it passes proxies as plain HTTP, and the session token travels in the
// Authorization header as on every other operator call, never in a URL.
import {
  OPERATOR_FEED_EVENTS,
  OPERATOR_PATHS,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../db/create-database';
import type { ChatEvent, EventBus, Unsubscribe } from './event-bus';
import { topics } from './event-bus';
import { ChatError } from './chat-error';
import { inquiryOf } from './operator-inquiries';
import type { OperatorSession } from './operator-session';

/** How often the feed writes a comment line, so proxies keep the connection open. */
export const OPERATOR_FEED_HEARTBEAT_MS = 25_000;

export interface OperatorFeedOptions {
  db: Db;
  bus: EventBus;
  /**
   * Checks the session again at each heartbeat. The first check is the operator API's
   * preHandler (requireOperatorSession), which the feed is registered behind.
   */
  session: OperatorSession;
  heartbeatMs?: number;
}

/** One server-sent event: its name, and its data as one line of JSON. */
function frame({ event, data }: ChatEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Bytes a feed may hold unsent. A reader this far behind (a suspended tab, a dead link the
 * heartbeat cannot see) is dropped rather than buffered without bound; it reconnects and
 * fetches the list again.
 */
export const OPERATOR_FEED_MAX_BUFFERED_BYTES = 1024 * 1024;

export const operatorFeed: FastifyPluginAsyncZod<OperatorFeedOptions> = async (
  app,
  { db, bus, session, heartbeatMs = OPERATOR_FEED_HEARTBEAT_MS },
) => {
  // Open feeds end before the server closes: a streaming connection would hold it open.
  const openFeeds = new Set<() => Promise<void>>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([...openFeeds].map((end) => end()));
  });

  app.get(
    OPERATOR_PATHS.events,
    {
      schema: {
        summary: 'Live feed (text/event-stream): every inquiry’s changes, followed ones in full',
        querystring: operatorSchemas.feedQuery,
      },
    },
    async (request, reply) => {
      // Everything that can be refused is refused before the stream starts, as a JSON answer
      // (the session already, by the preHandler).
      const watched = request.query.watch ?? [];
      for (const number of watched) await inquiryOf(db, number);
      // Gone while it was checked: no stream (nothing would ever end it).
      if (request.raw.destroyed || reply.raw.destroyed) return reply.hijack();
      if (closing) throw new ChatError('E000100001', 'the server is shutting down');

      reply.hijack();
      const stream = reply.raw;
      // Headers set so far (CORS) would be lost with the hijacked reply.
      const earlier = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      stream.writeHead(200, {
        ...Object.fromEntries(earlier),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });

      const stops: Unsubscribe[] = [];
      let ended = false;
      let heartbeat: NodeJS.Timeout | undefined;
      // Unsubscribing can fail (Redis gone): logged, never an unhandled rejection.
      const stopListening = async () => {
        const results = await Promise.allSettled(stops.splice(0).map((stop) => stop()));
        for (const result of results) {
          if (result.status === 'rejected') {
            request.log.warn({ err: result.reason }, 'operator feed: unsubscribe failed');
          }
        }
      };
      const end = async () => {
        if (ended) return;
        ended = true;
        openFeeds.delete(end);
        clearTimeout(heartbeat);
        if (!stream.writableEnded) stream.end();
        await stopListening();
      };
      const write = (text: string) => {
        if (ended || stream.writableEnded) return;
        stream.write(text);
        if (stream.writableLength > OPERATOR_FEED_MAX_BUFFERED_BYTES) stream.destroy();
      };
      const send = (event: ChatEvent) => write(frame(event));

      // The keep-alive goes first, so a slow check does not starve the connection; then the
      // session is checked again, one check at a time (the next beat is timed from its end).
      // Only a refused session ends the feed: a database blip is retried at the next beat.
      const beat = async () => {
        write(': keep-alive\n\n');
        try {
          await session.operatorOf(request);
        } catch (error) {
          if (error instanceof ChatError && error.status === 401) {
            send({ event: OPERATOR_FEED_EVENTS.sessionExpired, data: {} });
            await end();
            return;
          }
          request.log.warn({ err: error }, 'operator feed: session check failed, retried');
        }
        if (!ended) heartbeat = setTimeout(() => void beat(), heartbeatMs).unref();
      };
      heartbeat = setTimeout(() => void beat(), heartbeatMs).unref();
      openFeeds.add(end);
      // The operator went away (or the stream ended).
      stream.on('close', () => void end());

      try {
        stops.push(await bus.subscribe(topics.operators, send));
        for (const number of watched) stops.push(await bus.subscribe(topics.inquiry(number), send));
      } catch (error) {
        // Without its subscriptions the feed would stay silent for good: end it, so the
        // client reconnects.
        request.log.error({ err: error }, 'operator feed: subscribe failed');
        await end();
        return;
      }
      // Gone while subscribing: end() ran before these subscriptions existed.
      if (ended) {
        await stopListening();
        return;
      }
      // The client knows it hears everything from here on (and fetches the list after this).
      send({ event: OPERATOR_FEED_EVENTS.ready, data: { watched } });
    },
  );
};
