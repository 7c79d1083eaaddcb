import { describe, expect, it } from 'vitest';

import {
  articleListSearchFor,
  parseArticleListSearch,
  readArticleListSearch,
} from './article-list-search';

// The /info and /success query: the page (spec/site.md §5) and the field.
describe('article list search', () => {
  it.each([
    [{}, { group_code: undefined, page: undefined }],
    [{ page: '3' }, { group_code: undefined, page: 3 }],
    [{ page: 2 }, { group_code: undefined, page: 2 }],
    [{ page: '1' }, { group_code: undefined, page: undefined }],
    [{ page: '0' }, { group_code: undefined, page: undefined }],
    [{ page: '-2' }, { group_code: undefined, page: undefined }],
    [{ page: '2.5' }, { group_code: undefined, page: undefined }],
    [{ page: 'abc' }, { group_code: undefined, page: undefined }],
    [{ page: '999999999' }, { group_code: undefined, page: undefined }],
    [{ group_code: 'CT0005' }, { group_code: 'CT0005', page: undefined }],
    [{ group_code: '<b>' }, { group_code: undefined, page: undefined }],
    [{ group_code: 5 }, { group_code: undefined, page: undefined }],
  ])('keeps only what is a page or a field: %j', (search, parsed) => {
    expect(parseArticleListSearch(search)).toEqual(parsed);
  });

  it('reads page 1 by default and writes no page 1', () => {
    expect(readArticleListSearch({})).toEqual({ page: 1 });
    expect(readArticleListSearch({ page: 4, group_code: 'CT0001' })).toEqual({
      page: 4,
      groupCode: 'CT0001',
    });
    expect(articleListSearchFor(1)).toEqual({});
    expect(articleListSearchFor(2, 'CT0001')).toEqual({ group_code: 'CT0001', page: 2 });
  });
});
