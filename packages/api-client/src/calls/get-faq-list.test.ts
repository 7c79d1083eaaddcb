import { describe } from 'vitest';

import { faqItem } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { faqListQuerySchema, faqListResponseSchema } from './get-faq-list';

describe('faqListQuerySchema', () => {
  itAccepts(
    faqListQuerySchema,
    { code_desc: 'divorce', keyword: ' 재산분할 ', pageNumber: '2' },
    {
      code_desc: 'divorce',
      keyword: '재산분할',
      pageNumber: 2,
    },
  );
  itAccepts(faqListQuerySchema, {}, { pageNumber: 1 });
  itRejects(faqListQuerySchema, [
    ['a keyword over 20', { keyword: '가'.repeat(21) }, 'keyword'],
    ['a category with markup', { code_desc: '<img src=x onerror=alert(1)>' }, 'code_desc'],
    ['page 0', { pageNumber: '0' }, 'pageNumber'],
  ]);
});

describe('faqListResponseSchema', () => {
  itAccepts(faqListResponseSchema, { result: true, data: { list: [faqItem], totalCount: 128 } });
  itRejects(faqListResponseSchema, [
    [
      'a missing question',
      { result: true, data: { list: [without(faqItem, 'question')], totalCount: 1 } },
      'data.list.0.question',
    ],
    [
      'hit as text',
      { result: true, data: { list: [{ ...faqItem, hit: '1,204' }], totalCount: 1 } },
      'data.list.0.hit',
    ],
    [
      'keywords as a list',
      { result: true, data: { list: [{ ...faqItem, keyword: ['이혼'] }], totalCount: 1 } },
      'data.list.0.keyword',
    ],
  ]);
});
