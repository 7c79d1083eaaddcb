// Operators' passwords and tokens (DESIGN.md §6).
import { describe, expect, it } from 'vitest';

import { CHAT_FOLLOW_UP_TOKEN_TTL_SECONDS, OPERATOR_SESSION_TTL_SECONDS } from './chat-constants';
import { createOperatorTokens, hashPassword, verifyPassword } from './operator-auth';

const SECRET = 'a-test-secret-that-is-long-enough-for-keys-0123456789';

describe('operator passwords', () => {
  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('운영자 비밀번호 2026');
    expect(stored).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('운영자 비밀번호 2026', stored)).toBe(true);
    expect(await verifyPassword('운영자 비밀번호 2027', stored)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('get a new salt each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('operator tokens', () => {
  const start = new Date('2026-11-24T09:00:00Z');
  const later = (seconds: number) => () => new Date(start.getTime() + seconds * 1000);

  it('name the operator until the session expires (E000200001 after)', async () => {
    const { token } = await createOperatorTokens(SECRET, () => start).issue(7);
    expect(await createOperatorTokens(SECRET, later(60)).verify(token)).toBe(7);
    await expect(
      createOperatorTokens(SECRET, later(OPERATOR_SESSION_TTL_SECONDS + 1)).verify(token),
    ).rejects.toMatchObject({ code: 'E000200001' });
  });

  it('are not follow-up links, and follow-up links are not sessions', async () => {
    const tokens = createOperatorTokens(SECRET, () => start);
    const session = await tokens.issue(7);
    const followUp = await tokens.issueFollowUp(42);
    expect(await tokens.verifyFollowUp(followUp.token)).toEqual({
      inquiryNumber: 42,
      tokenId: followUp.tokenId,
    });
    await expect(tokens.verifyFollowUp(session.token)).rejects.toMatchObject({
      code: 'CE000300003',
    });
    await expect(tokens.verify(followUp.token)).rejects.toMatchObject({ code: 'E000200002' });
  });

  it('let follow-up links expire after a day (CE000300003)', async () => {
    const { token } = await createOperatorTokens(SECRET, () => start).issueFollowUp(42);
    await expect(
      createOperatorTokens(SECRET, later(CHAT_FOLLOW_UP_TOKEN_TTL_SECONDS + 1)).verifyFollowUp(
        token,
      ),
    ).rejects.toMatchObject({ code: 'CE000300003' });
  });
});
