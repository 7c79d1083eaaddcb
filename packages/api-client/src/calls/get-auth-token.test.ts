import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { authTokenResponseSchema } from './get-auth-token';

describe('authTokenResponseSchema', () => {
  itAccepts(authTokenResponseSchema, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' });
  itRejects(authTokenResponseSchema, [
    ['a missing token', {}, 'token'],
    ['an empty token', { token: '' }, 'token'],
    ['a numeric token', { token: 1 }, 'token'],
  ]);
});
