import { describe, expect, it } from 'vitest';

import { businessNumberCheckDigit, isBusinessNumber } from './business-number';

describe('businessNumberCheckDigit', () => {
  it.each([
    // By hand: 2·1+1·3+4·7+8·1+6·3+1·7+2·1+7·3+4·5 = 109, carry ⌊4·5/10⌋ = 2; 111 → 9.
    ['214861274', 9],
    // The ninth digit's carry counts: 1·1+9·5 = 46, carry ⌊9·5/10⌋ = 4; 50 → 0 (without it, 4).
    ['100000009', 0],
    // Nothing but zeros sums to 0: check digit 0, not 10.
    ['000000000', 0],
    ['120881963', 1],
  ])('%s -> %i', (firstNine, expected) => {
    expect(businessNumberCheckDigit(firstNine)).toBe(expected);
  });

  it('refuses anything but nine digits', () => {
    expect(() => businessNumberCheckDigit('12345678')).toThrow(RangeError);
    expect(() => businessNumberCheckDigit('12345678a')).toThrow(RangeError);
  });
});

describe('isBusinessNumber', () => {
  it.each([
    ['214-86-12749', true],
    ['120-88-19631', true],
    ['214-86-12748', false],
    ['000-00-00001', false],
    ['2148612749', false],
    ['214-8612-749', false],
    ['', false],
  ])('%s is %s', (value, expected) => {
    expect(isBusinessNumber(value)).toBe(expected);
  });
});
