import { describe, expect, it } from 'vitest';

import { MAX_IDX } from '../constants';
import { idxTextSchema } from '../entities/request-fields';
import { idxOf, isIdx } from './idx';

describe('idxOf (the api idxTextSchema without zod)', () => {
  it.each([
    '1',
    '42',
    String(MAX_IDX),
    String(MAX_IDX + 1),
    '9'.repeat(16),
    '9'.repeat(17),
    '0',
    '007',
    '-1',
    '+1',
    '1.0',
    '1e3',
    '0x10',
    ' 16',
    '16 ',
    '',
    'abc',
    '١٢',
  ])('answers %j as the api does', (text) => {
    const parsed = idxTextSchema.safeParse(text);
    expect(idxOf(text)).toBe(parsed.success ? parsed.data : undefined);
    expect(isIdx(text)).toBe(parsed.success);
  });
});
