import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneDigits } from './phone-format';

describe('phoneDigits', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    [' 02 123 4567 ', '021234567'],
    ['전화: 1800-7905', '18007905'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe('formatPhoneNumber (spec/site.md §5 phone formatter)', () => {
  it.each([
    // mobile, as typed
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['010123', '010-123'],
    ['0101234', '010-123-4'],
    ['0101234567', '010-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    // other area codes and internet phones
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
    // Seoul
    ['02', '02'],
    ['021', '02-1'],
    ['02123', '02-123'],
    ['021234', '02-123-4'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['02123456789', '02-1234-5678'],
    // nationwide representative numbers
    ['18007905', '1800-7905'],
    ['1588123', '1588-123'],
    ['158812345', '1588-1234'],
    // nothing to format
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});
