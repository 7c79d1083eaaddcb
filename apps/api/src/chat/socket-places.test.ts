// The places the sockets hold in the counts (socket-places.ts) over a real listening api and
// real ws clients: an api that closes gives every place back before its close resolves, in
// memory and (TEST_REDIS_URL) in Redis before the connection the counts use has quit; and,
// with TEST_REDIS_URL, the places an instance that died left behind lapse while those of a live
// instance, refreshed at every ping sweep, are kept.
import { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { buildApp } from '../app';
import { closeRedis } from '../redis-close';
import { newVisitorToken } from '../test-support/chat-calls';
import { freshAddress } from '../test-support/limited-chat-calls';
import { PROXIED_TEST_SETTINGS } from '../test-support/seeded-app';
import type { TestSocket } from '../test-support/socket-client';
import { listening, openSocket, readySocket } from '../test-support/socket-visitors';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { createRedisSocketCounts } from './redis-socket-counts';
import { createMemorySocketCounts, socketCountKeys } from './socket-counts';
import type { SocketCounts, SocketPlace } from './socket-counts';
import { SOCKET_CLOSE, SOCKET_LIMITS } from './socket-protocol';
import type { SocketLimits } from './socket-protocol';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Socket places in Redis skipped: TEST_REDIS_URL is not set');

/** How late a release is answered: a store across a slow network. */
const RELEASE_LATENCY_MS = 200;

/**
 * `counts` answering releases late, and the places they hold as far as this test has seen
 * them answered (taken, not yet released).
 */
function lateReleases(counts: SocketCounts) {
  const held = new Set<string>();
  const name = ({ key, socketId }: SocketPlace) => `${key} ${socketId}`;
  const late: SocketCounts = {
    async take(place, max) {
      const taken = await counts.take(place, max);
      if (taken) held.add(name(place));
      return taken;
    },
    async release(place) {
      await new Promise((resolve) => setTimeout(resolve, RELEASE_LATENCY_MS));
      await counts.release(place);
      held.delete(name(place));
    },
    refresh: (places) => counts.refresh(places),
  };
  return { counts: late, held };
}

describeOnEachDatabase('chat: the places sockets hold in the counts', (getDatabase) => {
  useSeedBeforeEach(getDatabase);

  /** An api on `counts` with sockets of one visitor open from one address: that address's key. */
  async function apiWithSockets(counts: SocketCounts, sockets = 3) {
    const { app, base } = await listening(
      await buildApp(PROXIED_TEST_SETTINGS, { database: getDatabase(), socketCounts: counts }),
    );
    const token = await newVisitorToken(app);
    const address = freshAddress();
    const open: TestSocket[] = [];
    for (let count = 0; count < sockets; count += 1) {
      open.push(await readySocket(app, base, token, { address }));
    }
    return { app, open, addressKey: socketCountKeys.address(normalizeIP(address)) };
  }

  it('gives back every place before the api has closed (in memory)', async () => {
    const { counts, held } = lateReleases(createMemorySocketCounts());
    const { app } = await apiWithSockets(counts);
    // Each socket holds its address's place and its visitor's.
    expect(held.size).toBe(6);
    await app.close();
    expect([...held]).toEqual([]);
  });

  describe.runIf(redisUrl)('in Redis', () => {
    let probe: Redis;
    beforeAll(async () => {
      probe = new Redis(redisUrl!, { lazyConnect: true });
      await probe.connect();
    });
    afterAll(() => closeRedis(probe, 1_000));

    it('gives back every place before the api has closed, while the connection still answers', async () => {
      // The counts' own connection, closed right after the api as the rate-limit store's is.
      const connection = new Redis(redisUrl!, { lazyConnect: true });
      await connection.connect();
      const errors: unknown[] = [];
      const redisCounts = createRedisSocketCounts(connection, {
        lapseMs: SOCKET_LIMITS.placeLapseMs,
        onError: (error) => errors.push(error),
      });
      const { app, addressKey } = await apiWithSockets(lateReleases(redisCounts).counts);
      const key = `lawfirm:sockets:${addressKey}`;
      expect(await probe.zcard(key)).toBe(3);
      await app.close();
      await closeRedis(connection, 1_000);
      expect(await probe.zcard(key)).toBe(0);
      expect(errors).toEqual([]);
    });

    describe('when an instance dies holding places', () => {
      /** Pings, and refreshes, every 1.5 s; a place lapses after three missed refreshes. */
      const heartbeatMs = 1_500;
      const caps: SocketLimits = {
        ...SOCKET_LIMITS,
        socketsPerAddress: 3,
        placeLapseMs: 3 * heartbeatMs,
      };
      const settings = { ...PROXIED_TEST_SETTINGS, REDIS_URL: redisUrl! };
      let live: { app: FastifyInstance; base: string };
      let dying: { app: FastifyInstance; base: string };
      let connection: Redis;
      beforeAll(async () => {
        const build = (socketCounts?: SocketCounts) =>
          buildApp(settings, {
            database: getDatabase(),
            socketLimits: caps,
            chatHeartbeatMs: heartbeatMs,
            ...(socketCounts ? { socketCounts } : {}),
          });
        live = await listening(await build());
        // An instance that dies takes places, then neither refreshes nor gives back any.
        connection = new Redis(redisUrl!, { lazyConnect: true });
        await connection.connect();
        const counts = createRedisSocketCounts(connection, {
          lapseMs: caps.placeLapseMs,
          onError: () => undefined,
        });
        const dies: SocketCounts = {
          take: (place, max) => counts.take(place, max),
          release: async () => undefined,
          refresh: async () => undefined,
        };
        dying = await listening(await build(dies));
      });
      afterAll(async () => {
        await live.app.close();
        await dying.app.close();
        await closeRedis(connection, 1_000);
      });

      it('lets its places lapse, while the live instance keeps its own by refreshing them', async () => {
        const token = await newVisitorToken(live.app);
        const address = freshAddress();
        const from = { address };
        // One socket of the address on the live instance, two on the one that dies.
        const kept = await readySocket(live.app, live.base, token, from);
        const orphans = [
          await readySocket(dying.app, dying.base, token, from),
          await readySocket(dying.app, dying.base, token, from),
        ];
        for (const { socket } of orphans) socket.terminate();
        await Promise.all(orphans.map(({ closed }) => closed));

        // The dead instance's places still count, until they lapse (the live socket's refreshes
        // keep the key itself alive: the lapsed entries go, not the key).
        const refused = await openSocket(live.app, live.base, token, from);
        expect(await refused.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
        const after = await vi.waitFor(() => readySocket(live.app, live.base, token, from), {
          timeout: 10 * caps.placeLapseMs,
          interval: heartbeatMs,
        });

        // The live socket, older than the lapsed places, is still counted: refreshed.
        const third = await readySocket(live.app, live.base, token, from);
        const over = await openSocket(live.app, live.base, token, from);
        expect(await over.closed).toMatchObject({ code: SOCKET_CLOSE.tooManySockets });
        for (const { socket } of [kept, after, third]) {
          expect(socket.readyState).toBe(WebSocket.OPEN);
          socket.close();
        }
      }, 120_000);
    });
  });
});
