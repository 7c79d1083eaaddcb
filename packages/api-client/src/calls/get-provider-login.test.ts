import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '../constants';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import {
  providerLoginParamsSchema,
  providerLoginQuerySchema,
  providerLoginUrl,
} from './get-provider-login';

describe('providerLoginUrl (spec/site.md §7 #8)', () => {
  it.each(PROVIDERS)('builds the %s URL with clientKey and state', (provider) => {
    expect(
      providerLoginUrl('https://auth.lawfirm.example/', provider, {
        clientKey: 'site-key',
        state: '/mycase?tap=closed',
      }),
    ).toBe(
      `https://auth.lawfirm.example/login/${provider}?clientKey=site-key&state=%2Fmycase%3Ftap%3Dclosed`,
    );
  });

  it('stays on the page origin with an empty auth host', () => {
    expect(providerLoginUrl('', 'naver', { clientKey: 'k', state: 's' })).toBe(
      '/login/naver?clientKey=k&state=s',
    );
  });
});

describe('provider login schemas', () => {
  itAccepts(providerLoginParamsSchema, { provider: 'apple' });
  itAccepts(providerLoginQuerySchema, { clientKey: 'site-key', state: 'a1b2c3' });
  itRejects(providerLoginParamsSchema, [
    ['an unknown provider', { provider: 'facebook' }, 'provider'],
  ]);
  itRejects(providerLoginQuerySchema, [
    ['a missing clientKey', { state: 's' }, 'clientKey'],
    ['an empty state', { clientKey: 'k', state: '' }, 'state'],
    ['a state too long', { clientKey: 'k', state: 's'.repeat(513) }, 'state'],
    ['a tag in the state', { clientKey: 'k', state: '/<img src=x onerror=alert(1)>' }, 'state'],
    ['markup as the clientKey', { clientKey: '<b>k</b>', state: 's' }, 'clientKey'],
  ]);
});
