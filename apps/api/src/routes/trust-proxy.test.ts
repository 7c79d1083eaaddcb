// TRUST_PROXY over real HTTP: behind a trusted proxy the client's own address (X-Forwarded-For)
// is what rate limits count, so one visitor's tries do not lock out everyone behind the proxy;
// without it, a forged header changes nothing. Shown on the operator sign-in limit.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loadSettings } from '../settings';
import { signInTriesAt } from '../test-support/sign-in-tries';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { OPERATOR_SIGN_IN_RATE_LIMIT } from './operator-sign-in-routes';

describeOnEachDatabase('TRUST_PROXY', (getDatabase) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(trustProxy: string) {
    const settings = loadSettings({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: trustProxy,
    });
    app = await buildApp(settings, { database: getDatabase() });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return signInTriesAt(base);
  }

  /** Sign-in tries from `address` until the limit answers 429; how many were let through. */
  async function triesUntilLimited(signIn: (address: string) => Promise<number>, address: string) {
    for (let tries = 0; tries <= OPERATOR_SIGN_IN_RATE_LIMIT.max; tries++) {
      if ((await signIn(address)) === 429) return tries;
    }
    return Infinity;
  }

  // The test's requests come from 127.0.0.1: the "proxy", trusted by name or by address.
  it.each(['loopback', '127.0.0.1'])(
    'counts each client behind a trusted proxy on its own (%s)',
    async (trust) => {
      const signIn = await serve(trust);
      expect(await triesUntilLimited(signIn, '203.0.113.7')).toBe(OPERATOR_SIGN_IN_RATE_LIMIT.max);
      // Another visitor behind the same proxy still gets their tries.
      expect(await signIn('203.0.113.8')).toBe(401);
    },
  );

  it('ignores X-Forwarded-For from a sender it does not trust', async () => {
    const signIn = await serve('false');
    expect(await triesUntilLimited(signIn, '203.0.113.7')).toBe(OPERATOR_SIGN_IN_RATE_LIMIT.max);
    // A forged header does not buy new tries.
    expect(await signIn('203.0.113.8')).toBe(429);
  });
});
