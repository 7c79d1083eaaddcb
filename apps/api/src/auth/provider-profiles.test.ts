import { describe, expect, it } from 'vitest';

import { AuthError } from './auth-error';
import { appleProfile, googleProfile, kakaoProfile, naverProfile } from './provider-profiles';

describe('provider profiles', () => {
  it.each([
    [
      'kakao with email and nickname',
      kakaoProfile,
      { id: 12345, kakao_account: { email: 'a@example.com', profile: { nickname: ' 홍길동 ' } } },
      { provider: 'kakao', providerUserId: '12345', email: 'a@example.com', name: '홍길동' },
    ],
    [
      'kakao without consent to email or profile',
      kakaoProfile,
      { id: 12345, kakao_account: { profile: null } },
      { provider: 'kakao', providerUserId: '12345', email: null, name: null },
    ],
    [
      'naver with a name',
      naverProfile,
      { resultcode: '00', response: { id: 'abc', email: 'b@example.com', name: '김변호' } },
      { provider: 'naver', providerUserId: 'abc', email: 'b@example.com', name: '김변호' },
    ],
    [
      'naver with only a nickname',
      naverProfile,
      { resultcode: '00', response: { id: 'abc', email: '', nickname: '법률이' } },
      { provider: 'naver', providerUserId: 'abc', email: null, name: '법률이' },
    ],
    [
      'google claims',
      googleProfile,
      { sub: '1098', email: 'c@example.com', name: 'Jane Kim', email_verified: true },
      { provider: 'google', providerUserId: '1098', email: 'c@example.com', name: 'Jane Kim' },
    ],
  ] as const)('normalises %s', (_case, normalise, input, expected) => {
    expect(normalise(input)).toEqual(expected);
  });

  it.each([
    ['kakao without an id', () => kakaoProfile({ kakao_account: {} })],
    ['naver failure', () => naverProfile({ resultcode: '024', message: 'Authentication failed' })],
    ['google without sub', () => googleProfile({ email: 'c@example.com' })],
    ['apple with a user field that is not JSON', () => appleProfile({ sub: 'x' }, '{name')],
  ])('refuses %s as profile_invalid', (_case, read) => {
    expect(read).toThrow(AuthError);
    try {
      read();
    } catch (error) {
      expect((error as AuthError).code).toBe('profile_invalid');
      expect((error as AuthError).statusCode).toBe(502);
    }
  });

  it.each([
    [{ name: { firstName: '길동', lastName: '홍' } }, '홍길동'],
    [{ name: { firstName: 'Jane', lastName: 'Kim' } }, 'Jane Kim'],
    [{ name: { firstName: 'Jane' } }, 'Jane'],
    [{}, null],
  ])("reads Apple's first-sign-in user field %j", (user, name) => {
    expect(
      appleProfile({ sub: '001.abc', email: 'r@privaterelay.appleid.com' }, JSON.stringify(user)),
    ).toEqual({
      provider: 'apple',
      providerUserId: '001.abc',
      email: 'r@privaterelay.appleid.com',
      name,
    });
  });

  it('has no name for Apple on later sign-ins', () => {
    expect(appleProfile({ sub: '001.abc' }).name).toBeNull();
  });
});
