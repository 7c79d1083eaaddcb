import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { appUserResponseSchema } from './get-app-user';

const user = {
  result: true,
  data: { email: 'seoyeon@example.kr', name: '윤서연', provider: 'naver' },
};

describe('appUserResponseSchema', () => {
  itAccepts(appUserResponseSchema, user);
  itAccepts(appUserResponseSchema, {
    result: true,
    data: { email: null, name: null, provider: 'apple' },
  });
  itRejects(appUserResponseSchema, [
    ['a missing data', { result: true }, 'data'],
    [
      'a missing email',
      { result: true, data: { name: '윤서연', provider: 'naver' } },
      'data.email',
    ],
    [
      'a provider in capitals',
      { result: true, data: { ...user.data, provider: 'NAVER' } },
      'data.provider',
    ],
  ]);
});
