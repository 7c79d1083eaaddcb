import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { termDetailParamsSchema, termDetailResponseSchema } from './get-term-detail';

const term = {
  terms_code: 'privacy',
  terms_name: '개인정보 처리방침',
  body: '<h2>제1조 (목적)</h2><p>이 방침은 …</p>',
  effective_date: '2025-01-01',
};

describe('term detail schemas', () => {
  itAccepts(termDetailParamsSchema, { terms_code: 'privacy' });
  itRejects(termDetailParamsSchema, [
    ['a code with markup', { terms_code: '<script>' }, 'terms_code'],
    ['an empty code', { terms_code: '' }, 'terms_code'],
  ]);
  itAccepts(termDetailResponseSchema, { result: true, data: term });
  itRejects(termDetailResponseSchema, [
    ['a missing body', { result: true, data: { ...term, body: undefined } }, 'data.body'],
    [
      'a date-time effective date',
      { result: true, data: { ...term, effective_date: '2025-01-01T00:00:00Z' } },
      'data.effective_date',
    ],
  ]);
});
