import { describe, expect, it } from 'vitest';

import { MEMO_MAX_LENGTH, WITHDRAWAL_REASONS } from '../constants';
import { withdrawalBodySchema } from '../calls/delete-app-user';

import { isWithdrawalTextValid, withdrawalBodyOf } from './withdrawal-rules';

const TEXTS = [
  '',
  ' ',
  '  \n\t ',
  '앱만 쓸게요',
  '가'.repeat(MEMO_MAX_LENGTH),
  '가'.repeat(MEMO_MAX_LENGTH + 1),
  '<script>alert(1)</script>',
  '1 < 2 라서요',
  'a\u0000b',
  'broken \uD800 text',
];

describe('withdrawalBodyOf without zod (spec/site.md §5 Withdrawal)', () => {
  it.each(TEXTS.map((text) => [JSON.stringify(text).slice(0, 30), text]))(
    'answers the "other" text %s as the api schema does',
    (_name, text) => {
      const body = withdrawalBodyOf({ reason: 'other', text });
      expect(body !== null).toBe(
        withdrawalBodySchema.safeParse({ reason: 'other', reason_text: text }).success,
      );
      expect(isWithdrawalTextValid(text)).toBe(body !== null);
    },
  );

  it('accepts every listed reason alone, and none without a reason', () => {
    for (const { code } of WITHDRAWAL_REASONS.filter((reason) => reason.code !== 'other')) {
      const body = withdrawalBodyOf({ reason: code, text: '남은 글' });
      expect(body).toEqual({ reason: code });
      expect(withdrawalBodySchema.safeParse(body).success).toBe(true);
    }
    expect(withdrawalBodyOf({ reason: null, text: '이유' })).toBeNull();
  });
});
