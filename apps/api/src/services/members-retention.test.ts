import { describe, expect, it } from 'vitest';

import { createRetentionCipher } from './members-retention';
import type { RetainedAccount } from './members-retention';

const KEY = 'test-retention-key-of-at-least-32-characters';
const MEMBER = '00000000-0000-4000-8000-000000000001';
const record: RetainedAccount = {
  name: '김온유',
  phoneNumber: '01000001001',
  email: 'onyu.demo@lawfirm.example',
  provider: 'kakao',
  reason: 'other',
  reasonText: '다른 서비스를 이용하게 되었어요.',
  joinedAt: '2025-02-03T00:00:00.000Z',
  withdrawnAt: '2026-11-22T01:02:03.000Z',
};

describe('createRetentionCipher (spec/site.md §9 Account data retention)', () => {
  const cipher = createRetentionCipher(KEY);

  it('opens what it sealed, for the same member', () => {
    const sealed = cipher.seal(record, MEMBER);
    expect(cipher.open(sealed, MEMBER)).toEqual(record);
  });

  it('keeps nothing readable in the stored text', () => {
    const sealed = cipher.seal(record, MEMBER);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const value of ['김온유', '01000001001', 'onyu.demo', 'kakao', '다른 서비스']) {
      expect(sealed).not.toContain(value);
      expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('utf8')).not.toContain(
        value,
      );
    }
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.seal(record, MEMBER)).not.toBe(cipher.seal(record, MEMBER));
  });

  it('refuses another member, another key and any change', () => {
    const sealed = cipher.seal(record, MEMBER);
    expect(() => cipher.open(sealed, '00000000-0000-4000-8000-000000000002')).toThrow();
    expect(() => createRetentionCipher(`${KEY}-other`).open(sealed, MEMBER)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => cipher.open(parts.join('.'), MEMBER)).toThrow();
    expect(() => cipher.open('v0.a.b.c', MEMBER)).toThrow('Not a v1 retention record.');
  });
});
