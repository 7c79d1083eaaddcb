import { SEARCH_MAX_LENGTH } from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import { SEARCH_KEYWORD_ERRORS } from '../../components/search-box/search-query';

import {
  INTEGRATE_TABS,
  UNKNOWN_TAB_MESSAGE,
  integrateSearchFor,
  parseIntegrateSearch,
  readIntegrateSearch,
  tabKeyOf,
} from './integrate-search';

// spec/site.md §2 /integrate?search=&tab=전체, §5 Pagination, §9 search max length 20.
describe('parseIntegrateSearch', () => {
  it.each([
    [{}, { search: '', tab: '전체', page: undefined, recommend: undefined }],
    [
      { search: '이혼', tab: '변호사', page: '2', recommend: true },
      { search: '이혼', tab: '변호사', page: 2, recommend: true },
    ],
    [
      { search: 112, tab: '' },
      { search: '112', tab: '전체', page: undefined, recommend: undefined },
    ],
    [
      { search: '이혼', recommend: 'true', page: 0 },
      { search: '이혼', tab: '전체', page: undefined, recommend: true },
    ],
    [
      { search: ['a'], recommend: 'yes', page: 'abc' },
      { search: '', tab: '전체', page: undefined, recommend: undefined },
    ],
  ])('%j keeps %j in the URL', (raw, expected) => {
    expect(parseIntegrateSearch(raw)).toEqual(expected);
  });
});

describe('readIntegrateSearch', () => {
  it('reads no keyword on the 전체 tab by default', () => {
    expect(readIntegrateSearch({})).toEqual({ tab: '전체', page: 1, recommend: false });
  });

  it('trims the keyword and keeps the page of a single tab', () => {
    expect(readIntegrateSearch({ search: ' 이혼 ', tab: '법률Q&A', page: 3 })).toEqual({
      keyword: '이혼',
      tab: '법률Q&A',
      page: 3,
      recommend: false,
    });
  });

  it('shows 전체 without pages', () => {
    expect(readIntegrateSearch({ search: '이혼', tab: '전체', page: 3 }).page).toBe(1);
  });

  it.each([
    ['a keyword too long', 'ㄱ'.repeat(SEARCH_MAX_LENGTH + 1), SEARCH_KEYWORD_ERRORS.tooLong],
    ['markup', '<script>', SEARCH_KEYWORD_ERRORS.markup],
  ])('drops %s with a Korean message', (_, search, message) => {
    const read = readIntegrateSearch({ search, tab: '전체' });
    expect(read.keyword).toBeUndefined();
    expect(read.keywordError).toBe(message);
  });

  it('answers an unknown tab with the 전체 tab and a Korean message', () => {
    const read = readIntegrateSearch({ search: '이혼', tab: '판례', page: 2 });
    expect(read).toMatchObject({ tab: '전체', tabError: UNKNOWN_TAB_MESSAGE, page: 1 });
  });
});

describe('integrateSearchFor', () => {
  it('writes search and tab always, recommend only when set, no page 1', () => {
    expect(integrateSearchFor({ tab: '전체' })).toEqual({ search: '', tab: '전체' });
    expect(
      integrateSearchFor({ keyword: '이혼', tab: '변호사', page: 2, recommend: true }),
    ).toEqual({ search: '이혼', tab: '변호사', page: 2, recommend: true });
    expect(integrateSearchFor({ keyword: '이혼', tab: '변호사', page: 1 })).toEqual({
      search: '이혼',
      tab: '변호사',
    });
  });
});

describe('the tabs', () => {
  it('are the api’s, 전체 first, each with its count key', () => {
    expect(INTEGRATE_TABS).toEqual(['전체', '변호사', '성공사례', '법률정보', '법률Q&A']);
    expect(INTEGRATE_TABS.map(tabKeyOf)).toEqual(['all', 'lawyer', 'success', 'info', 'faq']);
  });
});
