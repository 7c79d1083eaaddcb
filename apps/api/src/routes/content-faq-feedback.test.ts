import { apiErrorBodySchema, fillPath } from '@lawfirm/api-client';
import { FAQ_FEEDBACK_PATH } from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';

import { faqFeedback } from '../db/schema';
import { FAQ_SEED } from '../seed/faq-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const feedback = (idx: number | string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url: fillPath(FAQ_FEEDBACK_PATH, { idx }),
  payload: payload as InjectOptions['payload'],
});

describeOnEachDatabase('content: legal Q&A feedback', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const idx = FAQ_SEED.entries[3]?.idx ?? 0;

  it('records each answer as a row, with the question, the answer and the address', async () => {
    const { db } = getDatabase();
    for (const helpful of [true, false]) {
      const response = await getApp().inject({
        ...feedback(idx, { helpful }),
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ result: true });
    }
    const rows = await db.select().from(faqFeedback).where(eq(faqFeedback.faqIdx, idx));
    expect(rows.map(({ helpful, clientAddress }) => ({ helpful, clientAddress }))).toEqual([
      { helpful: true, clientAddress: '203.0.113.9' },
      { helpful: false, clientAddress: '203.0.113.9' },
    ]);
  });

  it('answers 404 with a Korean message for an unknown question, and writes nothing', async () => {
    const { db } = getDatabase();
    const before = await snapshotData(db);
    const response = await getApp().inject(feedback(999_999, { helpful: true }));
    expect(response.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      result: false,
      msg: NOT_FOUND_MESSAGES.faq,
    });
    expect(await snapshotData(db)).toEqual(before);
  });

  it.each<BadInput>([
    { name: 'a missing answer', request: feedback(idx, {}), path: 'helpful' },
    { name: 'the answer as text', request: feedback(idx, { helpful: 'true' }), path: 'helpful' },
    { name: 'the answer as a number', request: feedback(idx, { helpful: 1 }), path: 'helpful' },
    { name: 'an unknown key', request: feedback(idx, { helpful: true, note: '<b>' }), path: '' },
    { name: 'a list instead of an object', request: feedback(idx, [true]), path: '' },
    { name: 'idx as a word', request: feedback('abc', { helpful: true }), path: 'idx' },
    { name: 'idx 0', request: feedback(0, { helpful: true }), path: 'idx' },
    {
      name: 'an idx too long for a row id',
      request: feedback(2 ** 31, { helpful: true }),
      path: 'idx',
    },
    {
      name: 'malformed JSON',
      request: {
        method: 'POST',
        url: fillPath(FAQ_FEEDBACK_PATH, { idx }),
        headers: { 'content-type': 'application/json' },
        payload: '{"helpful": tr',
      },
      path: '',
    },
  ])('refuses $name', async (input) => {
    await expectRefused(getApp(), getDatabase().db, input);
  });
});
