import { afterEach, describe, expect, it } from 'vitest';

import { MEMO_MAX_LENGTH, WITHDRAWAL_REASONS } from '../constants';
import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { APP_USER_PATH } from './get-app-user';
import { withdrawalBodyOf } from '../rules/withdrawal-rules';

import { deleteAppUser, withdrawalBodySchema } from './delete-app-user';
import type { WithdrawalChoice } from './delete-app-user';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('withdrawalBodySchema (spec/site.md §5 Withdrawal)', () => {
  itAccepts(withdrawalBodySchema, { reason: 'too_many_notifications' });
  itAccepts(withdrawalBodySchema, {
    reason: 'other',
    reason_text: '다른 법률 서비스를 이용하게 되었어요.',
  });
  itRejects(withdrawalBodySchema, [
    ['a missing reason', {}, 'reason'],
    ['an unknown reason', { reason: 'angry' }, 'reason'],
    ['other without text', { reason: 'other' }, 'reason_text'],
    ['other with blank text', { reason: 'other', reason_text: '  \n ' }, 'reason_text'],
    [
      'other with text too long',
      { reason: 'other', reason_text: '가'.repeat(MEMO_MAX_LENGTH + 1) },
      'reason_text',
    ],
    ['text beside a listed reason', { reason: 'no_reason', reason_text: '그냥요' }, ''],
    [
      'a script as the text',
      { reason: 'other', reason_text: '<script>alert(1)</script>' },
      'reason_text',
    ],
  ]);
});

describe('withdrawalBodyOf', () => {
  it.each([
    [{ reason: null, text: '' }, null],
    [{ reason: 'unsatisfied', text: '' }, { reason: 'unsatisfied' }],
    // Text typed under "other" and then left for another reason is not sent.
    [{ reason: 'no_longer_needed', text: '이사를 가요' }, { reason: 'no_longer_needed' }],
    [{ reason: 'other', text: ' ' }, null],
    [
      { reason: 'other', text: '앱만 쓸게요' },
      { reason: 'other', reason_text: '앱만 쓸게요' },
    ],
  ] satisfies Array<[WithdrawalChoice, unknown]>)('%j → %j', (choice, expected) => {
    expect(withdrawalBodyOf(choice)).toEqual(expected);
  });

  it('offers the five reasons of the spec', () => {
    expect(WITHDRAWAL_REASONS.map((reason) => reason.code)).toEqual([
      'unsatisfied',
      'too_many_notifications',
      'no_longer_needed',
      'no_reason',
      'other',
    ]);
  });
});

describe('deleteAppUser', () => {
  it('sends DELETE with the JSON body', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    await expect(
      deleteAppUser(createApiClient({ baseUrl: server.url }), { reason: 'no_reason' }),
    ).resolves.toEqual({
      result: true,
    });
    const [request] = server.requests;
    expect([request?.method, request?.url, request?.body]).toEqual([
      'DELETE',
      APP_USER_PATH,
      '{"reason":"no_reason"}',
    ]);
  });
});
