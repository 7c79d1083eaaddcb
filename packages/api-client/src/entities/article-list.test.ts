import { describe } from 'vitest';

import { articleSummary } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { articleListQuerySchema, articleListResponseSchema } from './article-list';

// The info and success lists share these schemas.
describe('article list schemas', () => {
  itAccepts(
    articleListQuerySchema,
    { group_code: 'CT0016', keyword: '임금체불', pageNumber: '3' },
    {
      group_code: 'CT0016',
      keyword: '임금체불',
      pageNumber: 3,
      pageSize: 12,
    },
  );
  itRejects(articleListQuerySchema, [
    ['a group that is not a code', { group_code: 'labor' }, 'group_code'],
    ['a keyword over 20', { keyword: '임금'.repeat(11) }, 'keyword'],
    ['a page size of 0', { pageSize: '0' }, 'pageSize'],
  ]);
  itAccepts(articleListResponseSchema, {
    result: true,
    data: { list: [articleSummary], totalCount: 23 },
  });
  itRejects(articleListResponseSchema, [
    [
      'a missing intro',
      { result: true, data: { list: [without(articleSummary, 'intro')], totalCount: 1 } },
      'data.list.0.intro',
    ],
    [
      'a date without offset',
      {
        result: true,
        data: { list: [{ ...articleSummary, created_at: '2025-07-14 09:30' }], totalCount: 1 },
      },
      'data.list.0.created_at',
    ],
  ]);
});
