// A local identity provider (tooling/identity-provider, `npm start`'s) lets anyone sign in as any
// test account: a production api runs with one only when LOCAL_IDENTITY_PROVIDER says so, and
// tells the site, whose sign-in page labels its buttons (settings-auth.ts).
import { providerSettings } from '@repo/identity-provider';
import { describe, expect, it } from 'vitest';

import { providerSettingsEnv } from './auth/mock-identity-provider';
import { loadSettings, localSignInProviders, offeredSignInProviders } from './settings';
import { settingsProblems } from './test-support/settings-problems';

const production = {
  NODE_ENV: 'production',
  AUTH_SESSION_SECRET: 'k5Qm1v8XcR2tYw7NbZp4Lh9Jd3Fs6Gq0',
  RETENTION_ENCRYPTION_KEY: 'r7Tn2b9WqL4xVe8KcM1zHs5Jf0Pd3Ay6',
};
const local = providerSettings('http://localhost:3000', 'http://127.0.0.1:3003');

const problems = settingsProblems;

describe('the local identity provider', () => {
  it('is refused in production unless LOCAL_IDENTITY_PROVIDER chooses it, naming each provider', () => {
    const { LOCAL_IDENTITY_PROVIDER: chosen, ...unchosen } = local;
    expect(chosen).toBe('true');
    const message = problems({ ...unchosen, ...production });
    for (const provider of ['kakao', 'naver', 'google', 'apple']) {
      expect(message).toContain(
        `${provider.toUpperCase()}_AUTHORIZATION_URL: points ${provider} sign-in at a local identity provider, where anyone can sign in as any test account: in production, set LOCAL_IDENTITY_PROVIDER=true to run with it on purpose, or remove the endpoint overrides to use the real provider (got "http://127.0.0.1:3003/authorize")`,
      );
    }
    expect(loadSettings({ ...local, ...production }).LOCAL_IDENTITY_PROVIDER).toBe(true);
    expect(problems({ ...unchosen, ...production, LOCAL_IDENTITY_PROVIDER: 'false' })).toContain(
      'KAKAO_AUTHORIZATION_URL: points kakao sign-in at a local identity provider',
    );
  });

  it('needs no flag outside production, where development and tests use it freely', () => {
    const { LOCAL_IDENTITY_PROVIDER: _chosen, ...unchosen } = local;
    expect(loadSettings(unchosen).LOCAL_IDENTITY_PROVIDER).toBe(false);
    expect(loadSettings({ ...unchosen, NODE_ENV: 'test' }).KAKAO_CLIENT_ID).toBe('kakao-client');
  });

  it('counts localhost and [::1] as local, and a provider at another host as real', () => {
    const onLocalhost = providerSettings('http://localhost:3000', 'http://localhost:3003');
    expect(localSignInProviders(loadSettings({ ...onLocalhost, ...production }))).toEqual([
      'kakao',
      'naver',
      'google',
      'apple',
    ]);
    const elsewhere = providerSettings('https://lawfirm.example', 'https://idp.lawfirm.example');
    const { LOCAL_IDENTITY_PROVIDER: _chosen, ...real } = elsewhere;
    const settings = loadSettings({
      ...real,
      ...production,
      PUBLIC_URL: 'https://lawfirm.example',
    });
    expect(localSignInProviders(settings)).toEqual([]);
    expect(offeredSignInProviders(settings)).toHaveLength(4);
  });

  it('refuses LOCAL_IDENTITY_PROVIDER=true where no provider points at one', () => {
    expect(problems({ LOCAL_IDENTITY_PROVIDER: 'true' })).toContain(
      'LOCAL_IDENTITY_PROVIDER: is true, but no sign-in provider points at a local identity provider',
    );
    const real = providerSettingsEnv('https://lawfirm.example');
    expect(problems({ ...real, LOCAL_IDENTITY_PROVIDER: 'true' })).toContain(
      'LOCAL_IDENTITY_PROVIDER: is true',
    );
    expect(problems({ LOCAL_IDENTITY_PROVIDER: 'maybe' })).toContain(
      'LOCAL_IDENTITY_PROVIDER: must be true or false',
    );
  });

  it('tells what is offered: nothing on a fresh environment, one provider with its credentials', () => {
    expect(offeredSignInProviders(loadSettings({}))).toEqual([]);
    expect(localSignInProviders(loadSettings({}))).toEqual([]);
    const kakaoOnly = {
      KAKAO_CLIENT_ID: 'id',
      KAKAO_CLIENT_SECRET: 'secret',
      KAKAO_REDIRECT_URI: 'http://localhost:3000/login/kakao/callback',
    };
    expect(offeredSignInProviders(loadSettings(kakaoOnly))).toEqual(['kakao']);
  });
});
