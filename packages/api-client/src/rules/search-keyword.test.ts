import { describe, expect, it } from 'vitest';

import { SEARCH_MAX_LENGTH } from '../constants';
import { keywordSchema } from '../entities/request-fields';
import { checkSearchKeyword } from './search-keyword';

const values = [
  '이혼',
  '  상속 분쟁  ',
  '',
  '   ',
  'a'.repeat(SEARCH_MAX_LENGTH),
  'a'.repeat(SEARCH_MAX_LENGTH + 1),
  ` ${'가'.repeat(SEARCH_MAX_LENGTH)} `,
  '<script>',
  '1 < 2',
  '</b>',
  'nul\u0000',
  'half\uD800',
];

describe('checkSearchKeyword (the api keywordSchema without zod)', () => {
  it.each(values)('answers %j as the api does', (value) => {
    const check = checkSearchKeyword(value);
    const parsed = keywordSchema.safeParse(value);
    expect(check.ok).toBe(parsed.success);
    if (check.ok && parsed.success) expect(check.keyword).toBe(parsed.data);
  });

  it('names why a keyword is refused', () => {
    expect(checkSearchKeyword('a'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(checkSearchKeyword('<b>굵게</b>')).toEqual({ ok: false, reason: 'markup' });
    expect(checkSearchKeyword('nul\u0000')).toEqual({ ok: false, reason: 'unstorable' });
  });
});
