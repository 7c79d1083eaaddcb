import { describe, expect, it } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { tempLoginQuerySchema, tempLoginUrl } from './get-temp-login';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0ZXIifQ.c2lnbmF0dXJl';

describe('tempLoginUrl (spec/site.md §7 #9)', () => {
  it('builds /api/app/auth/temp with jwt and state', () => {
    expect(tempLoginUrl('http://127.0.0.1:3000', { jwt, state: '/' })).toBe(
      `http://127.0.0.1:3000/api/app/auth/temp?jwt=${jwt}&state=%2F`,
    );
  });
});

describe('tempLoginQuerySchema', () => {
  itAccepts(tempLoginQuerySchema, { jwt, state: '/' });
  itRejects(tempLoginQuerySchema, [
    ['a missing jwt', { state: '/' }, 'jwt'],
    ['a jwt that is not one', { jwt: '<script>alert(1)</script>', state: '/' }, 'jwt'],
    ['a jwt too long', { jwt: `${'a'.repeat(4096)}.b.c`, state: '/' }, 'jwt'],
    ['a missing state', { jwt }, 'state'],
    ['a script as the state', { jwt, state: '<script>alert(1)</script>' }, 'state'],
  ]);
});
