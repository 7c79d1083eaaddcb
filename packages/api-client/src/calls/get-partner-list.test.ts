import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { partnerListResponseSchema } from './get-partner-list';

describe('partnerListResponseSchema', () => {
  itAccepts(partnerListResponseSchema, {
    result: true,
    data: {
      list: [
        { name: '한결회계법인', url: 'https://accounting.example', logo: '/static/partners/1.svg' },
      ],
    },
  });
  itRejects(partnerListResponseSchema, [
    [
      'a missing logo',
      { result: true, data: { list: [{ name: '한결회계법인', url: 'x' }] } },
      'data.list.0.logo',
    ],
  ]);
});
