import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { termsListResponseSchema } from './get-terms-list';

describe('termsListResponseSchema', () => {
  itAccepts(termsListResponseSchema, {
    result: true,
    data: {
      list: [
        { terms_code: 'privacy', terms_name: '개인정보 처리방침' },
        { terms_code: 'email', terms_name: '이메일 무단수집 거부' },
      ],
    },
  });
  itRejects(termsListResponseSchema, [
    [
      'a missing terms_code',
      { result: true, data: { list: [{ terms_name: '이용약관' }] } },
      'data.list.0.terms_code',
    ],
  ]);
});
