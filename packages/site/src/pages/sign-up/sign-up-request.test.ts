import { describe, expect, it } from 'vitest';

import { signUpRequestOf } from './sign-up-request';

const DATA = { name: '김하늘', phoneNumber: '01012345678', uuid: 'web-test-1' };

describe('signUpRequestOf (spec/site.md §5 Sign-up, §7 #18 and #19)', () => {
  it.each([
    [{}, 'missing', 'no login info'],
    [{ name: '김하늘' }, 'missing', 'required info missing'],
    [{ ...DATA, uuid: '' }, 'missing', 'required info missing'],
    [{ ...DATA, name: '김' }, 'invalid', 'invalid name'],
    [{ ...DATA, name: '김하늘김하늘김' }, 'invalid', 'invalid name'],
    [{ ...DATA, name: 'Sky' }, 'invalid', 'invalid name'],
    [{ ...DATA, phoneNumber: '010123456' }, 'invalid', 'invalid phone number'],
    [{ ...DATA, phoneNumber: '01112345678' }, 'invalid', 'invalid phone number'],
  ])('refuses %j (%s)', (data, reason, log) => {
    expect(signUpRequestOf(data)).toEqual({ ok: false, reason, log });
  });

  it('keeps only Hangul in the name and digits in the phone; the agreement defaults to false', () => {
    expect(signUpRequestOf({ ...DATA, name: '김 하늘(Sky)', phoneNumber: '010-1234-567' })).toEqual(
      {
        ok: true,
        request: {
          agree: false,
          user: { name: '김하늘', phoneNumber: '0101234567', uuid: 'web-test-1' },
        },
      },
    );
  });

  it('adds the interests of step 2 and the kept agreement', () => {
    const interests = { categories: ['CT0005' as const], fields: [501] };
    expect(signUpRequestOf({ ...DATA, marketing_agree: true }, interests)).toEqual({
      ok: true,
      request: { agree: true, user: { ...DATA, categoryAndField: interests } },
    });
  });
});
