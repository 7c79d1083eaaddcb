import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { authTokenBodySchema } from './post-auth-token';

describe('authTokenBodySchema', () => {
  itAccepts(authTokenBodySchema, { jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' });
  itRejects(authTokenBodySchema, [
    ['a missing jwt', {}, 'jwt'],
    ['a jwt as a number', { jwt: 12 }, 'jwt'],
    ['a jwt with two parts', { jwt: 'abc.def' }, 'jwt'],
    ['an extra field', { jwt: 'a.b.c', token: 'x' }, ''],
  ]);
});
