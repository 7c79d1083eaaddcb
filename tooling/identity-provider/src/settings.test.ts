import { describe, expect, it } from 'vitest';

import { configuresProviders, providerSettings } from './index.js';

describe('providerSettings', () => {
  it('points all four providers at the issuer, returning to the site, chosen on purpose', () => {
    const env = providerSettings('http://localhost:3000', 'http://127.0.0.1:3003');
    expect(env).toMatchObject({
      LOCAL_IDENTITY_PROVIDER: 'true',
      KAKAO_CLIENT_ID: 'kakao-client',
      KAKAO_REDIRECT_URI: 'http://localhost:3000/login/kakao/callback',
      NAVER_USERINFO_URL: 'http://127.0.0.1:3003/userinfo',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:3003/jwks',
      APPLE_ISSUER: 'http://127.0.0.1:3003',
    });
    expect(env.APPLE_PRIVATE_KEY).toContain('BEGIN PRIVATE KEY');
  });

  it('sees providers an environment configures already', () => {
    expect(configuresProviders({})).toBe(false);
    expect(configuresProviders({ GOOGLE_CLIENT_ID: '' })).toBe(false);
    expect(configuresProviders({ GOOGLE_CLIENT_ID: 'real' })).toBe(true);
  });
});
