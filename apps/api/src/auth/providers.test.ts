import { createHash } from 'node:crypto';

import { generateCodeVerifier } from 'arctic';
import { Events } from 'oauth2-mock-server';
import type {
  MutableResponse,
  MutableToken,
  TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { AuthProvider } from '../db/constants';
import { loadSettings } from '../settings';
import { refusal } from '../test-support/auth-refusal';
import { isAuthError } from './auth-error';
import { cookieScope } from './cookies';
import {
  followAuthorization,
  providerSettingsEnv,
  startMockIdentityProvider,
} from './mock-identity-provider';
import type { MockIdentityProvider } from './mock-identity-provider';
import { createOAuthStates } from './oauth-state';
import { createProviders, parseProvider } from './providers';

const SITE = 'http://localhost:3000';

// RFC 7636 §4.2, computed here rather than with the library under test.
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('sign-in against oauth2-mock-server', () => {
  let mock: MockIdentityProvider;
  let providers: ReturnType<typeof createProviders>;
  let states: ReturnType<typeof createOAuthStates>;
  // Claims the mock adds to the tokens it signs next (its id_token carries only sub by default).
  let extraClaims: Record<string, unknown> = {};

  beforeAll(async () => {
    mock = await startMockIdentityProvider();
    const settings = loadSettings(mock.settingsEnv(SITE));
    providers = createProviders(settings);
    states = createOAuthStates({
      secret: settings.AUTH_SESSION_SECRET,
      scope: cookieScope(settings),
    });
    mock.server.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
      Object.assign(token.payload, extraClaims);
    });
  });
  afterEach(() => {
    extraClaims = {};
  });
  afterAll(() => mock.stop());

  /** Starts a sign-in and lets the mock redirect back, as the visitor's browser would. */
  async function signInAtProvider(provider: AuthProvider) {
    const request = providers.createAuthorizationURL(provider);
    const cookie = await states.begin({ provider, ...request });
    const callback = await followAuthorization(request.url);
    return { request, cookie, callback };
  }

  const userinfoBodies: Partial<Record<AuthProvider, Record<string, unknown>>> = {
    kakao: {
      id: 4_210_000_123,
      kakao_account: { email: 'kakao.member@example.com', profile: { nickname: '카카오회원' } },
    },
    naver: {
      resultcode: '00',
      message: 'success',
      response: { id: 'naver-7Hq2', email: 'naver.member@example.com', name: '김네이버' },
    },
  };
  const idTokenClaims: Partial<Record<AuthProvider, object>> = {
    google: { email: 'google.member@example.com', name: '박구글' },
    apple: { email: 'relay@privaterelay.appleid.com' },
  };
  const expected: Record<AuthProvider, object> = {
    kakao: { providerUserId: '4210000123', email: 'kakao.member@example.com', name: '카카오회원' },
    naver: { providerUserId: 'naver-7Hq2', email: 'naver.member@example.com', name: '김네이버' },
    google: { providerUserId: 'johndoe', email: 'google.member@example.com', name: '박구글' },
    apple: { providerUserId: 'johndoe', email: 'relay@privaterelay.appleid.com', name: '이애플' },
  };

  it.each(['kakao', 'naver', 'google', 'apple'] as const)(
    'completes the authorization-code flow for %s',
    async (provider) => {
      const { request, cookie, callback } = await signInAtProvider(provider);

      const url = request.url;
      expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer}/authorize`);
      expect(url.searchParams.get('state')).toBe(request.state);
      expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/login/${provider}/callback`);
      expect(url.searchParams.get('client_id')).toBe(`${provider}-client`);
      if (provider === 'google') {
        expect(request.codeVerifier).toBeDefined();
        expect(url.searchParams.get('code_challenge')).toBe(s256(request.codeVerifier as string));
        expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      } else {
        expect(request.codeVerifier).toBeUndefined();
        expect(url.searchParams.has('code_challenge')).toBe(false);
      }
      expect(url.searchParams.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null);

      expect(callback.pathname).toBe(`/login/${provider}/callback`);
      const flow = await states.consume(cookie.value, {
        provider,
        state: callback.searchParams.get('state') ?? undefined,
      });
      expect(flow.codeVerifier).toBe(request.codeVerifier);

      let tokenRequest: Partial<TokenRequestIncomingMessage['body']> = {};
      mock.server.service.once(
        Events.BeforeResponse,
        (_response: MutableResponse, req: TokenRequestIncomingMessage) => {
          tokenRequest = req.body;
        },
      );
      const userinfo = userinfoBodies[provider];
      if (userinfo) {
        mock.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
          response.body = userinfo;
        });
      }
      extraClaims = { ...idTokenClaims[provider] };
      const tokens = await providers.exchangeCode(
        provider,
        callback.searchParams.get('code') ?? undefined,
        flow.codeVerifier,
      );
      expect(tokenRequest.grant_type).toBe('authorization_code');
      expect(tokenRequest.code_verifier).toBe(request.codeVerifier);

      const appleUser = JSON.stringify({ name: { firstName: '애플', lastName: '이' } });
      const profile = await providers.fetchProfile(provider, tokens, { appleUser });
      expect(profile).toEqual({ provider, ...expected[provider] });
    },
  );

  it('passes on a code the provider refuses as code_exchange_failed', async () => {
    const { callback } = await signInAtProvider('kakao');
    mock.server.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code expired' };
    });
    const code = callback.searchParams.get('code') ?? undefined;
    expect(await refusal(providers.exchangeCode('kakao', code))).toBe('code_exchange_failed');
  });

  it('is refused by the provider when the PKCE verifier does not match the challenge', async () => {
    const { callback } = await signInAtProvider('google');
    const code = callback.searchParams.get('code') ?? undefined;
    const otherVerifier = generateCodeVerifier();
    expect(await refusal(providers.exchangeCode('google', code, otherVerifier))).toBe(
      'code_exchange_failed',
    );
  });

  it('refuses to exchange a PKCE code without its verifier, or a missing code', async () => {
    const { callback } = await signInAtProvider('google');
    const code = callback.searchParams.get('code') ?? undefined;
    expect(await refusal(providers.exchangeCode('google', code))).toBe('verifier_missing');
    expect(await refusal(providers.exchangeCode('kakao', undefined))).toBe('code_exchange_failed');
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://issuer.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses an id_token for %s', async (_case, claims) => {
    const { request, callback } = await signInAtProvider('google');
    extraClaims = claims;
    const tokens = await providers.exchangeCode(
      'google',
      callback.searchParams.get('code') ?? undefined,
      request.codeVerifier,
    );
    expect(await refusal(providers.fetchProfile('google', tokens))).toBe('profile_invalid');
  });

  it('tells a failing user-info endpoint from an unreadable profile', async () => {
    const { callback } = await signInAtProvider('naver');
    const tokens = await providers.exchangeCode(
      'naver',
      callback.searchParams.get('code') ?? undefined,
    );
    mock.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    expect(await refusal(providers.fetchProfile('naver', tokens))).toBe('provider_unavailable');
    // Naver's own failure answer comes with HTTP 200 and a result code other than 00.
    mock.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.body = { resultcode: '024', message: 'Authentication failed' };
    });
    expect(await refusal(providers.fetchProfile('naver', tokens))).toBe('profile_invalid');
  });

  it('reports a provider it cannot reach as provider_unavailable', async () => {
    const unreachable = createProviders(
      loadSettings({
        ...mock.settingsEnv(SITE),
        // Port 1 on loopback: nothing listens there, the connection is refused at once.
        KAKAO_TOKEN_URL: 'http://127.0.0.1:1/token',
      }),
    );
    expect(await refusal(unreachable.exchangeCode('kakao', 'some-code'))).toBe(
      'provider_unavailable',
    );
  });
});

describe("the providers' own endpoints (arctic's built-in clients)", () => {
  const credentials = {
    KAKAO_CLIENT_ID: 'kakao-rest-key',
    KAKAO_CLIENT_SECRET: 'kakao-secret',
    KAKAO_REDIRECT_URI: 'https://lawfirm.example/login/kakao/callback',
    GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_REDIRECT_URI: 'https://lawfirm.example/login/google/callback',
  };

  it('builds each provider URL with state (and PKCE for Google), without a network call', () => {
    const providers = createProviders(loadSettings(providerSettingsEnv('https://lawfirm.example')));

    const kakao = providers.createAuthorizationURL('kakao');
    expect(`${kakao.url.origin}${kakao.url.pathname}`).toBe(
      'https://kauth.kakao.com/oauth/authorize',
    );
    expect(kakao.url.searchParams.get('state')).toBe(kakao.state);
    expect(kakao.url.searchParams.get('scope')).toBe('profile_nickname account_email');

    const naver = providers.createAuthorizationURL('naver');
    expect(`${naver.url.origin}${naver.url.pathname}`).toBe(
      'https://nid.naver.com/oauth2.0/authorize',
    );
    expect(naver.url.searchParams.get('state')).toBe(naver.state);

    const google = providers.createAuthorizationURL('google');
    expect(google.url.origin).toBe('https://accounts.google.com');
    expect(google.url.searchParams.get('state')).toBe(google.state);
    expect(google.url.searchParams.get('code_challenge')).toBe(s256(google.codeVerifier as string));
    expect(google.url.searchParams.get('scope')).toBe('openid email profile');

    const apple = providers.createAuthorizationURL('apple');
    expect(`${apple.url.origin}${apple.url.pathname}`).toBe(
      'https://appleid.apple.com/auth/authorize',
    );
    expect(apple.url.searchParams.get('state')).toBe(apple.state);
    expect(apple.url.searchParams.get('response_mode')).toBe('form_post');
  });

  it('offers only the providers whose settings are complete', async () => {
    const providers = createProviders(loadSettings(credentials));
    expect(providers.offered()).toEqual(['kakao', 'google']);
    let thrown: unknown;
    try {
      providers.createAuthorizationURL('naver');
    } catch (error) {
      thrown = error;
    }
    expect(isAuthError(thrown, 'provider_not_configured')).toBe(true);
    expect((thrown as Error).message).toBe(
      'naver sign-in is not offered: set NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, NAVER_REDIRECT_URI.',
    );
    expect(await refusal(providers.exchangeCode('apple', 'code'))).toBe('provider_not_configured');
    expect(createProviders(loadSettings({})).offered()).toEqual([]);
  });

  it('reads a provider route parameter', () => {
    expect(parseProvider('naver')).toBe('naver');
    expect(() => parseProvider('facebook')).toThrow(/Unknown sign-in provider "facebook"/);
    expect(() => parseProvider('KAKAO')).toThrow(/use one of kakao, naver, google, apple/);
  });
});
