import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { appUserResponseSchema } from './get-app-user';

const user = {
  result: true,
  data: {
    email: 'seoyeon@example.kr',
    name: '윤서연',
    provider: 'naver',
    signedUp: true,
    categories: ['CT0005', 'CT0006'],
    fields: [12, 14],
  },
};

describe('appUserResponseSchema', () => {
  itAccepts(appUserResponseSchema, user);
  itAccepts(appUserResponseSchema, {
    result: true,
    data: {
      email: null,
      name: null,
      provider: 'apple',
      signedUp: false,
      categories: [],
      fields: [],
    },
  });
  itRejects(appUserResponseSchema, [
    ['a missing data', { result: true }, 'data'],
    [
      'a missing email',
      { result: true, data: { name: '윤서연', provider: 'naver' } },
      'data.email',
    ],
    [
      'a category outside the 25 codes',
      { result: true, data: { ...user.data, categories: ['CT9999'] } },
      'data.categories.0',
    ],
    [
      'a provider in capitals',
      { result: true, data: { ...user.data, provider: 'NAVER' } },
      'data.provider',
    ],
  ]);
});
