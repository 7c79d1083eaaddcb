// The chat calls of CHAT_RATE_LIMITS (spec/chat-widget.md §8 CE000300009 "try again shortly"):
// per visitor and per client address, exactly the limit passes and the next answers 429 in the
// result_info envelope with Retry-After, writing nothing; the two counts are independent.
// Addresses come through X-Forwarded-For from the trusted loopback, as behind the proxy. With
// TEST_REDIS_URL, two api instances sharing one Redis share every count.
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { CHAT_RATE_LIMITS } from '../chat/chat-constants';
import type { ChatRateLimit, ChatRateLimitedCall } from '../chat/chat-constants';
import { createChatTokens } from '../chat/chat-token';
import type { Db } from '../db/create-database';
import { seedDatabase } from '../seed/seed-database';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import type { ChatAnswer } from '../test-support/chat-calls';
import {
  freshAddress,
  needsInquiry,
  newVisitor,
  sendLimited,
} from '../test-support/limited-chat-calls';
import type { TestVisitor } from '../test-support/limited-chat-calls';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { installWriteCounter, readWriteCounts, writesBetween } from '../test-support/write-counter';

const CALLS = Object.keys(CHAT_RATE_LIMITS) as ChatRateLimitedCall[];

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Shared chat rate-limit suite skipped: TEST_REDIS_URL is not set');

/** The requests come from 127.0.0.1, trusted as the proxy that names the client's address. */
const settingsWith = (redis?: string) =>
  loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    TRUST_PROXY: 'loopback',
    ...(redis ? { REDIS_URL: redis } : {}),
  });

/** Sends `count` requests, each from the visitor and address `by(i)` gives; all must pass. */
async function expectPassing(
  count: number,
  by: (index: number) => Promise<ChatAnswer>,
): Promise<void> {
  for (let index = 0; index < count; index++) {
    const answer = await by(index);
    expect(answer.code, `request ${index + 1}: ${JSON.stringify(answer)}`).toBe('OK');
  }
}

/** The next request is refused, as §8 CE000300009, with Retry-After, and writes nothing. */
async function expectRefused(db: Db, limit: ChatRateLimit, send: () => Promise<ChatAnswer>) {
  const before = await readWriteCounts(db);
  const answer = await send();
  expect(answer).toMatchObject({
    status: 429,
    code: 'CE000300009',
    type: 'FAIL',
    message: '잠시 후 다시 시도해 주세요.',
    data: null,
  });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(limit.timeWindowMs / 1000);
  expect(writesBetween(before, await readWriteCounts(db))).toEqual({});
}

/** Visitors behind one address, each below its own limit, together reaching the address's. */
function visitorsSharing(call: ChatRateLimitedCall): number {
  const { visitor, address } = CHAT_RATE_LIMITS[call];
  return Math.ceil(address.max / visitor.max) + 1;
}

describeOnEachDatabase('chat rate limits', (getDatabase) => {
  const getApp = useSeededApp(getDatabase, () => settingsWith());
  const getDb = () => getDatabase().db;

  beforeEach(async () => {
    await installWriteCounter(getDb());
  });

  const visitorFor = (call: ChatRateLimitedCall) =>
    newVisitor(getApp(), { withInquiry: needsInquiry(call) });

  describe.each(CALLS)('%s', (call) => {
    const limits = CHAT_RATE_LIMITS[call];

    it('lets one visitor make exactly its limit, then refuses the next', async () => {
      // From one address: the visitor's limit is the lower one.
      expect(limits.visitor.max).toBeLessThan(limits.address.max);
      const visitor = await visitorFor(call);
      const address = freshAddress();
      await expectPassing(limits.visitor.max, () => sendLimited(getApp(), call, visitor, address));
      await expectRefused(getDb(), limits.visitor, () =>
        sendLimited(getApp(), call, visitor, address),
      );
    });

    it('counts one visitor from several addresses once', async () => {
      const visitor = await visitorFor(call);
      const addresses = [freshAddress(), freshAddress()];
      await expectPassing(limits.visitor.max, (index) =>
        sendLimited(getApp(), call, visitor, addresses[index % 2]!),
      );
      // A third address does not give the visitor new requests.
      await expectRefused(getDb(), limits.visitor, () =>
        sendLimited(getApp(), call, visitor, freshAddress()),
      );
    });

    it('counts the visitors behind one address together', async () => {
      const visitors: TestVisitor[] = [];
      for (let index = 0; index < visitorsSharing(call); index++) {
        visitors.push(await visitorFor(call));
      }
      const address = freshAddress();
      // Round the visitors: none of them reaches its own limit.
      await expectPassing(limits.address.max, (index) =>
        sendLimited(getApp(), call, visitors[index % visitors.length]!, address),
      );
      // A visitor who has sent nothing yet is refused there: the address has had its share.
      const newcomer = await visitorFor(call);
      await expectRefused(getDb(), limits.address, () =>
        sendLimited(getApp(), call, newcomer, address),
      );
      // And from another address it is served.
      expect((await sendLimited(getApp(), call, newcomer, freshAddress())).code).toBe('OK');
    });
  });

  it("does not let a forged token spend another visitor's count", async () => {
    const { visitor: limit } = CHAT_RATE_LIMITS.realtimeInit;
    const victim = await newVisitor(getApp());
    const { sub } = decodeJwt(victim.token);
    // The victim's subject, signed with a key that is not the api's.
    const forger = createChatTokens('a secret that is not the api one, 32+ chars long');
    const forged = { ...victim, token: (await forger.issue(sub!)).token };
    for (let index = 0; index <= limit.max; index++) {
      const answer = await sendLimited(getApp(), 'realtimeInit', forged, freshAddress());
      expect(answer.code).toBe('CE000300002');
    }
    expect((await sendLimited(getApp(), 'realtimeInit', victim, freshAddress())).code).toBe('OK');
  });

  it('counts crtfica without a token by its address alone', async () => {
    const { address } = CHAT_RATE_LIMITS.authenticate;
    const from = freshAddress();
    await expectPassing(address.max, () => sendLimited(getApp(), 'authenticate', undefined, from));
    await expectRefused(getDb(), address, () =>
      sendLimited(getApp(), 'authenticate', undefined, from),
    );
  });
});

if (redisUrl) {
  describeOnEachDatabase('chat rate limits shared through Redis', (getDatabase) => {
    const instances: FastifyInstance[] = [];
    beforeAll(async () => {
      const build = () => buildApp(settingsWith(redisUrl), { database: getDatabase() });
      instances.push(...(await Promise.all([build(), build()])));
    });
    afterAll(async () => {
      await Promise.all(instances.splice(0).map((app) => app.close()));
    });
    beforeEach(async () => {
      await seedDatabase(getDatabase().db);
    });
    // Requests alternate between the instances; counts of their own would allow twice as many.
    const instance = (index: number) => instances[index % 2]!;

    it.each(CALLS)('counts one visitor once across two instances (%s)', async (call) => {
      const { visitor: limit } = CHAT_RATE_LIMITS[call];
      const visitor = await newVisitor(instance(0), { withInquiry: needsInquiry(call) });
      const address = freshAddress();
      await expectPassing(limit.max, (index) =>
        sendLimited(instance(index), call, visitor, address),
      );
      const refused = await sendLimited(instance(limit.max), call, visitor, address);
      expect(refused).toMatchObject({ status: 429, code: 'CE000300009' });
    });

    it('counts an address once across two instances', async () => {
      const { address: limit } = CHAT_RATE_LIMITS.authenticate;
      const address = freshAddress();
      await expectPassing(limit.max, (index) =>
        sendLimited(instance(index), 'authenticate', undefined, address),
      );
      const refused = await sendLimited(instance(limit.max), 'authenticate', undefined, address);
      expect(refused).toMatchObject({ status: 429, code: 'CE000300009' });
    });
  });
}
