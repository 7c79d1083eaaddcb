import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { faqGroupListResponseSchema } from './get-faq-group-list';

describe('faqGroupListResponseSchema', () => {
  itAccepts(faqGroupListResponseSchema, {
    result: true,
    data: {
      list: [
        { code: 'CT0005', code_name: '이혼', code_desc: 'divorce' },
        { code: 'aiit', code_name: 'AI 법률 상담', code_desc: 'aiit' },
      ],
    },
  });
  itRejects(faqGroupListResponseSchema, [
    [
      'a group without code_desc',
      { result: true, data: { list: [{ code: 'CT0005', code_name: '이혼' }] } },
      'data.list.0.code_desc',
    ],
    ['groups as an object', { result: true, data: { list: { CT0005: '이혼' } } }, 'data.list'],
  ]);
});
