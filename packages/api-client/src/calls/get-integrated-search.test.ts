import { describe } from 'vitest';

import { articleSummary, faqItem, lawyer } from '../test-utils/fixtures';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import {
  integratedSearchQuerySchema,
  integratedSearchResponseSchema,
} from './get-integrated-search';

const result = {
  keyword: '이혼',
  tab: '전체',
  counts: { all: 9, lawyer: 1, success: 3, info: 2, faq: 3 },
  lawyerList: [lawyer],
  successList: [articleSummary],
  infoList: [articleSummary],
  faqList: [faqItem],
};

describe('integrated search schemas', () => {
  itAccepts(
    integratedSearchQuerySchema,
    { keyword: ' 이혼 ' },
    { keyword: '이혼', tab: '전체', pageNumber: 1, pageSize: 12 },
  );
  itAccepts(
    integratedSearchQuerySchema,
    { keyword: '재산분할', tab: '법률Q&A', pageNumber: '2' },
    {
      keyword: '재산분할',
      tab: '법률Q&A',
      pageNumber: 2,
      pageSize: 12,
    },
  );
  itRejects(integratedSearchQuerySchema, [
    ['a missing keyword', {}, 'keyword'],
    ['a keyword over 20', { keyword: '가'.repeat(21) }, 'keyword'],
    ['an English tab', { keyword: '이혼', tab: 'all' }, 'tab'],
  ]);
  itAccepts(integratedSearchResponseSchema, { result: true, data: result });
  itRejects(integratedSearchResponseSchema, [
    [
      'counts without faq',
      { result: true, data: { ...result, counts: { all: 1, lawyer: 1, success: 0, info: 0 } } },
      'data.counts.faq',
    ],
    ['an unknown tab', { result: true, data: { ...result, tab: '뉴스' } }, 'data.tab'],
  ]);
});
