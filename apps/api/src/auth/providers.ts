// The sign-in providers offered by this server, built once from the settings with arctic's
// clients. arctic's Kakao, Naver, Google and Apple classes have their endpoints built in; when a
// provider's endpoint overrides are set (oauth2-mock-server in tests and local development),
// arctic's generic OAuth2Client talks to the given endpoints instead.
import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

import {
  Apple,
  ArcticFetchError,
  CodeChallengeMethod,
  Google,
  Kakao,
  Naver,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  generateCodeVerifier,
  generateState,
} from 'arctic';
import type { OAuth2Tokens } from 'arctic';
import { SignJWT, createRemoteJWKSet, errors, jwtVerify } from 'jose';

import { AUTH_PROVIDERS } from '../db/constants';
import type { AuthProvider } from '../db/constants';
import { PROVIDER_SETTING_NAMES } from '../settings';
import type { Settings } from '../settings';
import { AuthError } from './auth-error';
import { PROVIDER_PROFILES, PROVIDER_TIMEOUT_MS } from './constants';
import { appleProfile, googleProfile, kakaoProfile, naverProfile } from './provider-profiles';
import type { SocialProfile } from './provider-profiles';

export type { OAuth2Tokens } from 'arctic';

export interface AuthorizationRequest {
  /** Where to send the visitor. */
  url: URL;
  state: string;
  /** Present for providers that take PKCE; keep it with the state until the callback. */
  codeVerifier?: string;
}

/** What only the callback knows: Apple's first-sign-in `user` field. */
export interface ProfileExtras {
  appleUser?: string;
}

/** How one provider is reached: arctic's own client, or OAuth2Client with overridden endpoints. */
interface ProviderClient {
  authorizationURL(state: string, codeVerifier: string | undefined): URL;
  validateCode(code: string, codeVerifier: string | undefined): Promise<OAuth2Tokens>;
  profile(tokens: OAuth2Tokens, extras: ProfileExtras): Promise<SocialProfile>;
}

type Flow = Pick<ProviderClient, 'authorizationURL' | 'validateCode'>;

/** Throws unknown_provider for anything but kakao, naver, google and apple (route parameter). */
export function parseProvider(value: string): AuthProvider {
  const provider = AUTH_PROVIDERS.find((name) => name === value);
  if (provider === undefined) {
    throw new AuthError(
      'unknown_provider',
      `Unknown sign-in provider "${value}"; use one of ${AUTH_PROVIDERS.join(', ')}.`,
    );
  }
  return provider;
}

// Apple asks for a short-lived ES256 JWT as the client secret (arctic's Apple class makes its
// own; the override path needs one too).
function appleClientSecret(
  key: KeyObject,
  ids: { clientId: string; teamId: string; keyId: string },
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: ids.keyId })
    .setIssuer(ids.teamId)
    .setSubject(ids.clientId)
    .setAudience(PROVIDER_PROFILES.apple.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

// Apple wants a form POST back when name or email are asked for.
function withAppleResponseMode(url: URL): URL {
  url.searchParams.set('response_mode', 'form_post');
  return url;
}

function overriddenFlow(
  provider: AuthProvider,
  ids: { clientId: string; clientSecret: string | (() => Promise<string>); redirectUri: string },
  endpoints: { authorization: string; token: string },
): Flow {
  const { scopes, pkce } = PROVIDER_PROFILES[provider];
  const client = (secret: string) => new OAuth2Client(ids.clientId, secret, ids.redirectUri);
  return {
    authorizationURL(state, codeVerifier) {
      const generic = client('');
      const url =
        pkce && codeVerifier !== undefined
          ? generic.createAuthorizationURLWithPKCE(
              endpoints.authorization,
              state,
              CodeChallengeMethod.S256,
              codeVerifier,
              [...scopes],
            )
          : generic.createAuthorizationURL(endpoints.authorization, state, [...scopes]);
      return provider === 'apple' ? withAppleResponseMode(url) : url;
    },
    async validateCode(code, codeVerifier) {
      const secret =
        typeof ids.clientSecret === 'string' ? ids.clientSecret : await ids.clientSecret();
      return client(secret).validateAuthorizationCode(
        endpoints.token,
        code,
        pkce ? (codeVerifier ?? null) : null,
      );
    },
  };
}

async function fetchUserinfo(provider: AuthProvider, url: string, tokens: OAuth2Tokens) {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AuthError('provider_unavailable', `${provider} user info could not be fetched.`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new AuthError(
      'provider_unavailable',
      `${provider} user info answered HTTP ${response.status}.`,
    );
  }
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new AuthError('profile_invalid', `${provider} user info is not JSON.`, { cause: error });
  }
}

/** Google and Apple: the id_token from the token answer, checked against the provider's keys. */
function idTokenVerifier(
  provider: AuthProvider,
  check: { jwksUrl: string; issuers: string[]; audience: string },
) {
  const keys = createRemoteJWKSet(new URL(check.jwksUrl), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
  });
  return async (tokens: OAuth2Tokens) => {
    let idToken: string;
    try {
      idToken = tokens.idToken();
    } catch (error) {
      throw new AuthError('profile_invalid', `${provider} answered without an id_token.`, {
        cause: error,
      });
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: check.issuers,
        audience: check.audience,
      });
      return payload;
    } catch (error) {
      // A key set we cannot fetch is the provider's trouble; a token that fails checks is not.
      const unreachable =
        !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout;
      throw new AuthError(
        unreachable ? 'provider_unavailable' : 'profile_invalid',
        `${provider} id_token could not be verified: ${(error as Error).message}`,
        { cause: error },
      );
    }
  };
}

/** Kakao and Naver: an OAuth 2 flow, then their user-info endpoint. */
function userinfoClient(
  settings: Settings,
  provider: 'kakao' | 'naver',
): ProviderClient | undefined {
  const prefix = provider === 'kakao' ? 'KAKAO' : 'NAVER';
  const clientId = settings[`${prefix}_CLIENT_ID`];
  const clientSecret = settings[`${prefix}_CLIENT_SECRET`];
  const redirectUri = settings[`${prefix}_REDIRECT_URI`];
  if (!clientId || !clientSecret || !redirectUri) return undefined;
  const authorization = settings[`${prefix}_AUTHORIZATION_URL`];
  const token = settings[`${prefix}_TOKEN_URL`];
  const userinfo = settings[`${prefix}_USERINFO_URL`];
  const overridden = authorization && token && userinfo;

  let flow: Flow;
  if (overridden) {
    flow = overriddenFlow(
      provider,
      { clientId, clientSecret, redirectUri },
      { authorization, token },
    );
  } else if (provider === 'kakao') {
    const kakao = new Kakao(clientId, clientSecret, redirectUri);
    flow = {
      authorizationURL: (state) =>
        kakao.createAuthorizationURL(state, [...PROVIDER_PROFILES.kakao.scopes]),
      validateCode: (code) => kakao.validateAuthorizationCode(code),
    };
  } else {
    const naver = new Naver(clientId, clientSecret, redirectUri);
    flow = {
      authorizationURL(state) {
        // arctic's Naver URL has no state, yet Naver requires it and echoes it back.
        const url = naver.createAuthorizationURL();
        url.searchParams.set('state', state);
        return url;
      },
      validateCode: (code) => naver.validateAuthorizationCode(code),
    };
  }
  const url = overridden ? userinfo : PROVIDER_PROFILES[provider].userinfoUrl;
  const normalise = provider === 'kakao' ? kakaoProfile : naverProfile;
  return {
    ...flow,
    profile: async (tokens) => normalise(await fetchUserinfo(provider, url, tokens)),
  };
}

function googleClient(settings: Settings): ProviderClient | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = settings;
  const { GOOGLE_REDIRECT_URI: redirectUri } = settings;
  if (!clientId || !clientSecret || !redirectUri) return undefined;
  const { GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL, GOOGLE_JWKS_URL, GOOGLE_ISSUER } = settings;
  const profile = PROVIDER_PROFILES.google;

  if (GOOGLE_AUTHORIZATION_URL && GOOGLE_TOKEN_URL && GOOGLE_JWKS_URL && GOOGLE_ISSUER) {
    const verify = idTokenVerifier('google', {
      jwksUrl: GOOGLE_JWKS_URL,
      issuers: [GOOGLE_ISSUER],
      audience: clientId,
    });
    return {
      ...overriddenFlow(
        'google',
        { clientId, clientSecret, redirectUri },
        { authorization: GOOGLE_AUTHORIZATION_URL, token: GOOGLE_TOKEN_URL },
      ),
      profile: async (tokens) => googleProfile(await verify(tokens)),
    };
  }
  const google = new Google(clientId, clientSecret, redirectUri);
  const verify = idTokenVerifier('google', {
    jwksUrl: profile.jwksUrl,
    issuers: [...profile.issuers],
    audience: clientId,
  });
  return {
    authorizationURL: (state, codeVerifier) =>
      google.createAuthorizationURL(state, codeVerifier ?? '', [...profile.scopes]),
    validateCode: (code, codeVerifier) =>
      google.validateAuthorizationCode(code, codeVerifier ?? ''),
    profile: async (tokens) => googleProfile(await verify(tokens)),
  };
}

function appleClient(settings: Settings): ProviderClient | undefined {
  const { APPLE_CLIENT_ID: clientId, APPLE_TEAM_ID: teamId, APPLE_KEY_ID: keyId } = settings;
  const { APPLE_PRIVATE_KEY: privateKey, APPLE_REDIRECT_URI: redirectUri } = settings;
  if (!clientId || !teamId || !keyId || !privateKey || !redirectUri) return undefined;
  const { APPLE_AUTHORIZATION_URL, APPLE_TOKEN_URL, APPLE_JWKS_URL, APPLE_ISSUER } = settings;
  const profile = PROVIDER_PROFILES.apple;
  const key = createPrivateKey(privateKey);
  const overridden = APPLE_AUTHORIZATION_URL && APPLE_TOKEN_URL && APPLE_JWKS_URL && APPLE_ISSUER;

  let flow: Flow;
  if (overridden) {
    flow = overriddenFlow(
      'apple',
      {
        clientId,
        redirectUri,
        clientSecret: () => appleClientSecret(key, { clientId, teamId, keyId }),
      },
      { authorization: APPLE_AUTHORIZATION_URL, token: APPLE_TOKEN_URL },
    );
  } else {
    const der = new Uint8Array(key.export({ format: 'der', type: 'pkcs8' }));
    const apple = new Apple(clientId, teamId, keyId, der, redirectUri);
    flow = {
      authorizationURL: (state) =>
        withAppleResponseMode(apple.createAuthorizationURL(state, [...profile.scopes])),
      validateCode: (code) => apple.validateAuthorizationCode(code),
    };
  }
  const verify = idTokenVerifier('apple', {
    jwksUrl: overridden ? APPLE_JWKS_URL : profile.jwksUrl,
    issuers: overridden ? [APPLE_ISSUER] : [...profile.issuers],
    audience: clientId,
  });
  return {
    ...flow,
    profile: async (tokens, extras) => appleProfile(await verify(tokens), extras.appleUser),
  };
}

export function createProviders(settings: Settings) {
  const built: Record<AuthProvider, ProviderClient | undefined> = {
    kakao: userinfoClient(settings, 'kakao'),
    naver: userinfoClient(settings, 'naver'),
    google: googleClient(settings),
    apple: appleClient(settings),
  };
  const clients = new Map(
    AUTH_PROVIDERS.flatMap((provider) => {
      const client = built[provider];
      return client === undefined ? [] : [[provider, client] as const];
    }),
  );

  function clientFor(provider: AuthProvider): ProviderClient {
    const client = clients.get(provider);
    if (client === undefined) {
      throw new AuthError(
        'provider_not_configured',
        `${provider} sign-in is not offered: set ${PROVIDER_SETTING_NAMES[provider].credentials.join(', ')}.`,
      );
    }
    return client;
  }

  return {
    /** The providers whose settings are complete, in the spec's order. */
    offered: (): AuthProvider[] => AUTH_PROVIDERS.filter((provider) => clients.has(provider)),

    /** A fresh state (and PKCE verifier) and the provider URL that carries them. */
    createAuthorizationURL(provider: AuthProvider): AuthorizationRequest {
      const client = clientFor(provider);
      const state = generateState();
      const codeVerifier = PROVIDER_PROFILES[provider].pkce ? generateCodeVerifier() : undefined;
      const url = client.authorizationURL(state, codeVerifier);
      return codeVerifier === undefined ? { url, state } : { url, state, codeVerifier };
    },

    /** The callback's code for tokens. Throws code_exchange_failed when the provider refuses. */
    async exchangeCode(
      provider: AuthProvider,
      code: string | undefined,
      codeVerifier?: string,
    ): Promise<OAuth2Tokens> {
      const client = clientFor(provider);
      if (code === undefined || code === '') {
        throw new AuthError('code_exchange_failed', `${provider} sent no authorization code.`);
      }
      if (PROVIDER_PROFILES[provider].pkce && codeVerifier === undefined) {
        throw new AuthError('verifier_missing', `${provider} sign-in needs its PKCE verifier.`);
      }
      try {
        return await client.validateCode(code, codeVerifier);
      } catch (error) {
        if (error instanceof OAuth2RequestError) {
          throw new AuthError(
            'code_exchange_failed',
            `${provider} refused the authorization code (${error.code}).`,
            { cause: error },
          );
        }
        // 400 and 401 are refusals too, even when the body is not RFC 6749's { error }.
        const status =
          error instanceof UnexpectedErrorResponseBodyError ||
          error instanceof UnexpectedResponseError
            ? error.status
            : undefined;
        if (status === 400 || status === 401) {
          throw new AuthError(
            'code_exchange_failed',
            `${provider} refused the authorization code (HTTP ${status}).`,
            { cause: error },
          );
        }
        const reason = error instanceof ArcticFetchError ? 'could not be reached' : 'failed';
        throw new AuthError('provider_unavailable', `${provider} token request ${reason}.`, {
          cause: error,
        });
      }
    },

    /** The provider's user, normalised to { provider, providerUserId, email, name }. */
    async fetchProfile(
      provider: AuthProvider,
      tokens: OAuth2Tokens,
      extras: ProfileExtras = {},
    ): Promise<SocialProfile> {
      return clientFor(provider).profile(tokens, extras);
    },
  };
}

export type Providers = ReturnType<typeof createProviders>;
