import { SEARCH_MAX_LENGTH } from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import {
  FAQ_KEYWORD_ERRORS,
  faqListSearchFor,
  parseFaqListSearch,
  readFaqListSearch,
} from './faq-search';

// spec/site.md §5 Pagination, §9 search max length 20.
describe('parseFaqListSearch', () => {
  it.each([
    [{}, { keyword: undefined, page: undefined }],
    [{ page: 2 }, { keyword: undefined, page: 2 }],
    [{ page: '3' }, { keyword: undefined, page: 3 }],
    [{ page: 1 }, { keyword: undefined, page: undefined }],
    [{ page: 0 }, { keyword: undefined, page: undefined }],
    [{ page: -2 }, { keyword: undefined, page: undefined }],
    [{ page: 1.5 }, { keyword: undefined, page: undefined }],
    [{ page: 'abc' }, { keyword: undefined, page: undefined }],
    [{ page: 100_001 }, { keyword: undefined, page: undefined }],
    [{ keyword: '이혼' }, { keyword: '이혼', page: undefined }],
    [{ keyword: 112 }, { keyword: '112', page: undefined }],
    [{ keyword: '' }, { keyword: undefined, page: undefined }],
    [{ keyword: ['a'] }, { keyword: undefined, page: undefined }],
  ])('%j keeps %j in the URL', (raw, expected) => {
    expect(parseFaqListSearch(raw)).toEqual(expected);
  });
});

describe('readFaqListSearch', () => {
  it('reads page 1 and no keyword by default', () => {
    expect(readFaqListSearch({})).toEqual({ page: 1 });
  });

  it('trims the keyword and drops a blank one', () => {
    expect(readFaqListSearch({ keyword: '  이혼 ', page: 2 })).toEqual({
      page: 2,
      keyword: '이혼',
    });
    expect(readFaqListSearch({ keyword: '   ' })).toEqual({ page: 1 });
  });

  it.each([
    ['a keyword too long', 'ㄱ'.repeat(SEARCH_MAX_LENGTH + 1), FAQ_KEYWORD_ERRORS.tooLong],
    ['markup', '<script>', FAQ_KEYWORD_ERRORS.markup],
  ])('drops %s with its reason', (_name, keyword, keywordError) => {
    expect(readFaqListSearch({ keyword })).toEqual({ page: 1, keywordError });
  });

  it(`keeps a keyword of exactly ${SEARCH_MAX_LENGTH} characters`, () => {
    const keyword = 'ㄱ'.repeat(SEARCH_MAX_LENGTH);
    expect(readFaqListSearch({ keyword })).toEqual({ page: 1, keyword });
  });
});

describe('faqListSearchFor', () => {
  it('writes no page 1 and no empty keyword', () => {
    expect(faqListSearchFor(1)).toEqual({});
    expect(faqListSearchFor(1, '이혼')).toEqual({ keyword: '이혼' });
    expect(faqListSearchFor(4, '이혼')).toEqual({ keyword: '이혼', page: 4 });
  });
});
