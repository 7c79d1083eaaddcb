import { describe, expect, it } from 'vitest';

import { SEARCH_MAX_LENGTH } from '../constants';
import { keywordSchema } from '../entities/request-fields';
import { checkSearchKeyword, SEARCH_MAX_TERMS, searchTerms } from './search-keyword';

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

describe('searchTerms', () => {
  it.each([
    ['음주·교통사고', ['음주', '교통사고']],
    ['음주 교통사고', ['음주', '교통사고']],
    ['  교통사고   음주 ', ['교통사고', '음주']],
    ['마약・약물', ['마약', '약물']],
    ['이혼,재산분할/양육권', ['이혼', '재산분할', '양육권']],
    ['상속 상속 AI ai', ['상속', 'ai']],
    ['100%', ['100%']],
  ])('%s -> %j', (keyword, terms) => {
    expect(searchTerms(keyword)).toEqual(terms);
  });

  it('has no words for a blank or missing keyword', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms(' · ')).toEqual([]);
  });

  it(`keeps at most ${SEARCH_MAX_TERMS} words`, () => {
    expect(searchTerms('가 나 다 라 마 바 사 아')).toHaveLength(SEARCH_MAX_TERMS);
  });
});
