import { describe, expect, it } from 'vitest';

import {
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from './sign-up-rules';

describe('phone rule (spec/site.md §5: digits only, 010 and 7 or 8 digits)', () => {
  it.each([
    ['010-1234-5678', '01012345678', true],
    ['010 123 4567', '0101234567', true],
    ['(010)1234.5678', '01012345678', true],
    ['01012345678', '01012345678', true],
    ['010123456', '010123456', false],
    ['010123456789', '010123456789', false],
    ['011-234-5678', '0112345678', false],
    ['02-1234-5678', '0212345678', false],
    ['공일공', '', false],
    ['', '', false],
  ])('%s → %s (%s)', (input, digits, valid) => {
    expect(normalizePhoneNumber(input)).toBe(digits);
    expect(isValidPhoneNumber(input)).toBe(valid);
  });
});

describe('name rule (spec/site.md §5: only Hangul kept, 2 to 6)', () => {
  it.each([
    ['김민준', '김민준', true],
    ['  김 민 준 ', '김민준', true],
    ['Kim 민준', '민준', true],
    ['남궁민수아린', '남궁민수아린', true],
    ['남궁민수아린아', '남궁민수아린아', false],
    ['김', '김', false],
    ['ㄱㄴ민', '민', false],
    ['John Smith', '', false],
    ['<b>민준</b>', '민준', true],
    // Decomposed jamo (NFD) compose back into syllables first.
    ['\u1100\u1161\u1102\u1161', '가나', true],
  ])('%j → %j (%s)', (input, kept, valid) => {
    expect(normalizeName(input)).toBe(kept);
    expect(isValidName(input)).toBe(valid);
  });
});
