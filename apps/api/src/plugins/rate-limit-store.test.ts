// Rate-limit counts in Redis (REDIS_URL): two api instances share one count per address, so
// an address cannot double its tries by reaching both; and a Redis that goes away lets requests
// through instead of failing or holding them. Shown on the operator sign-in limit, over HTTP.
import { randomBytes } from 'node:crypto';
import { createServer, connect as connectTcp } from 'node:net';
import type { Server, Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';

import { buildApp } from '../app';
import { OPERATOR_SIGN_IN_RATE_LIMIT } from '../routes/operator-sign-in-routes';
import { loadSettings } from '../settings';
import { signInTriesAt } from '../test-support/sign-in-tries';
import { describeOnEachDatabase } from '../test-support/test-databases';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Shared rate-limit suite skipped: TEST_REDIS_URL is not set');

// The requests come from 127.0.0.1, trusted as a proxy, so each test can be its own address:
// counts kept in Redis outlive the test run, and a fixed address would meet the last run's.
const settingsWith = (redis: string) =>
  loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    REDIS_URL: redis,
  });
// The rate limiter counts IPv6 clients by network, so each address gets a network of its own.
const freshAddress = () => {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::1`;
};

/** A TCP relay to Redis that the test can cut or freeze, as network failures would. */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 6379), target.hostname);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `redis://127.0.0.1:${address.port}`,
    /** Closes every connection and refuses new ones. */
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await close();
    },
    /** Keeps the connections open but lets nothing through either way. */
    freeze: () => {
      frozen = true;
    },
    /** Ends the relay after a test that froze it. */
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await close();
    },
  };
}

function useInstances(getDatabase: Parameters<Parameters<typeof describeOnEachDatabase>[1]>[0]) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  /** An api instance on its own port; `signIn(address)` answers the HTTP status. */
  return async (redis: string) => {
    const app = await buildApp(settingsWith(redis), { database: getDatabase() });
    apps.push(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return signInTriesAt(base);
  };
}

if (redisUrl) {
  describeOnEachDatabase('rate limits shared through Redis', (getDatabase) => {
    const instance = useInstances(getDatabase);

    it('counts an address once across two instances', async () => {
      const [one, other] = await Promise.all([instance(redisUrl), instance(redisUrl)]);
      const address = freshAddress();
      const statuses: number[] = [];
      // The tries alternate between the instances; in-process counts would allow twice as many.
      for (let attempt = 0; attempt < OPERATOR_SIGN_IN_RATE_LIMIT.max + 1; attempt++) {
        statuses.push(await (attempt % 2 === 0 ? one : other)(address));
      }
      expect(statuses).toEqual([...Array<number>(OPERATOR_SIGN_IN_RATE_LIMIT.max).fill(401), 429]);
      // Another address still has its tries.
      expect(await other(freshAddress())).toBe(401);
    });

    it('lets requests through uncounted, at once, once Redis is gone', async () => {
      const relay = await redisRelay(new URL(redisUrl));
      const signIn = await instance(relay.url);
      const address = freshAddress();
      expect(await signIn(address)).toBe(401);
      await relay.cut();
      // Past the limit, and none of the tries waits for Redis to come back (the test's timeout
      // would end a wait: a queued count waits for good).
      for (let attempt = 0; attempt < OPERATOR_SIGN_IN_RATE_LIMIT.max + 1; attempt++) {
        expect(await signIn(address)).toBe(401);
      }
    });

    it('lets requests through uncounted when Redis holds the line but does not answer', async () => {
      const relay = await redisRelay(new URL(redisUrl));
      try {
        const signIn = await instance(relay.url);
        const address = freshAddress();
        expect(await signIn(address)).toBe(401);
        relay.freeze();
        // Each try waits for the count's timeout at most, then goes through: the test's own
        // timeout would end a wait for Redis (a socket kept open can hang for minutes).
        for (let attempt = 0; attempt < OPERATOR_SIGN_IN_RATE_LIMIT.max + 1; attempt++) {
          expect(await signIn(address)).toBe(401);
        }
      } finally {
        // The instance closes in afterEach while the relay is still frozen: its QUITs get no
        // answer and must not hold the shutdown.
        setTimeout(() => void relay.close(), 10_000).unref();
      }
    });
  });
}

describeOnEachDatabase('rate limits without Redis at start-up', (getDatabase) => {
  it('refuses to start, naming REDIS_URL', async () => {
    // Nothing listens on port 1.
    await expect(
      buildApp(settingsWith('redis://127.0.0.1:1'), { database: getDatabase() }),
    ).rejects.toThrow(/could not reach Redis at REDIS_URL/);
  });
});
