import { describe, expect, it } from 'vitest';

import { passwordProblems } from './password-rules';

describe('passwordProblems', () => {
  it('accepts a long enough new password with letters and digits, confirmed', () => {
    expect(passwordProblems('old-secret-1', 'new-secret-22', 'new-secret-22')).toEqual({});
  });

  it.each([
    ['', 'new-secret-22', 'new-secret-22', 'current_password', '현재 비밀번호를 입력'],
    ['old-secret-1', 'short1', 'short1', 'new_password', '10자 이상'],
    ['old-secret-1', 'no-digits-here', 'no-digits-here', 'new_password', '숫자'],
    ['old-secret-1', '12345678901', '12345678901', 'new_password', '문자'],
    ['old-secret-1', 'old-secret-1', 'old-secret-1', 'new_password', '현재 비밀번호와 달라야'],
    ['old-secret-1', 'new-secret-22', 'new-secret-23', 'confirm', '서로 다릅니다'],
  ])('refuses %j → %j (%s)', (current, next, confirm, field, text) => {
    const problems = passwordProblems(current, next, confirm);
    expect(problems[field as keyof typeof problems]).toContain(text);
  });
});
