// The operators' live feed (DESIGN.md §6): GET OPERATOR_PATHS.events, server-sent events. It
// streams a short OPERATOR_FEED_EVENTS.inquiryChanged for every inquiry's change, so a console
// keeps its list current without polling, and the full widget events of the inquiries named in
// `watch` (an open conversation). Server-sent events rather than a socket: the feed only flows
// to the operator, it passes proxies as plain HTTP, and the session token travels in the
// Authorization header as on every other operator call, never in a URL.
import { OPERATOR_FEED_EVENTS, OPERATOR_PATHS, operatorSchemas } from '@lawfirm/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../db/create-database';
import type { ChatEvent, EventBus, Unsubscribe } from './event-bus';
import { topics } from './event-bus';
import { inquiryOf } from './operator-service';

/** How often the feed writes a comment line, so proxies keep the connection open. */
export const OPERATOR_FEED_HEARTBEAT_MS = 25_000;

export interface OperatorFeedOptions {
  db: Db;
  bus: EventBus;
  /** Throws the operator API's ChatError when the request's session is not valid. */
  authenticate: (request: FastifyRequest) => Promise<unknown>;
  heartbeatMs?: number;
}

/** One server-sent event: its name, and its data as one line of JSON. */
function frame({ event, data }: ChatEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const operatorFeed: FastifyPluginAsyncZod<OperatorFeedOptions> = async (
  app,
  { db, bus, authenticate, heartbeatMs = OPERATOR_FEED_HEARTBEAT_MS },
) => {
  // Open feeds end before the server closes: a streaming connection would hold it open.
  const openFeeds = new Set<() => Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.all([...openFeeds].map((end) => end()));
  });

  app.get(
    OPERATOR_PATHS.events,
    {
      schema: {
        summary: 'Live feed (text/event-stream): every inquiry’s changes, followed ones in full',
        tags: ['chat operators'],
        querystring: operatorSchemas.feedQuery,
      },
    },
    async (request, reply) => {
      // Everything that can be refused is refused before the stream starts, as a JSON answer.
      await authenticate(request);
      const watched = request.query.watch ?? [];
      for (const number of watched) await inquiryOf(db, number);

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
      const send = (event: ChatEvent) => {
        if (!stream.writableEnded) stream.write(frame(event));
      };

      const stops: Unsubscribe[] = [];
      let ended = false;
      const end = async () => {
        if (ended) return;
        ended = true;
        openFeeds.delete(end);
        clearInterval(heartbeat);
        await Promise.all(stops.splice(0).map((stop) => stop()));
        if (!stream.writableEnded) stream.end();
      };
      // The session is checked again with every heartbeat: an expired one ends the feed.
      const heartbeat = setInterval(() => {
        void authenticate(request).then(
          () => {
            if (!stream.writableEnded) stream.write(': keep-alive\n\n');
          },
          async () => {
            send({ event: OPERATOR_FEED_EVENTS.sessionExpired, data: {} });
            await end();
          },
        );
      }, heartbeatMs);
      heartbeat.unref();
      openFeeds.add(end);
      // The operator went away (or the stream ended).
      stream.on('close', () => void end());

      stops.push(await bus.subscribe(topics.operators, send));
      for (const number of watched) stops.push(await bus.subscribe(topics.inquiry(number), send));
      // The client knows it hears everything from here on (and fetches the list after this).
      send({ event: OPERATOR_FEED_EVENTS.ready, data: { watched } });
      if (ended) await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  );
};
