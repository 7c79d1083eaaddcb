// For tests (and local development): oauth2-mock-server on loopback, standing in for Kakao,
// Naver, Google and Apple at once through the endpoint override settings. Not used in production
// code; oauth2-mock-server is a devDependency.
import { generateKeyPairSync } from 'node:crypto';

import { OAuth2Server } from 'oauth2-mock-server';

export interface MockIdentityProvider {
  server: OAuth2Server;
  /** The issuer URL, set explicitly: http://127.0.0.1:<random port>. */
  issuer: string;
  /** Settings offering all four providers against this server, redirecting to `callbackBase`. */
  settingsEnv(callbackBase: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Settings offering all four providers with made-up credentials, redirecting to
 * `${callbackBase}/login/{provider}/callback`; with `issuer`, every endpoint points at that
 * oauth2-mock-server, otherwise the providers' own endpoints are used.
 */
export function providerSettingsEnv(callbackBase: string, issuer?: string): Record<string, string> {
  const redirect = (provider: string) => `${callbackBase}/login/${provider}/callback`;
  // A throwaway key in the shape of Apple's .p8 download.
  const applePrivateKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  const credentials = {
    KAKAO_CLIENT_ID: 'kakao-client',
    KAKAO_CLIENT_SECRET: 'kakao-secret',
    KAKAO_REDIRECT_URI: redirect('kakao'),
    NAVER_CLIENT_ID: 'naver-client',
    NAVER_CLIENT_SECRET: 'naver-secret',
    NAVER_REDIRECT_URI: redirect('naver'),
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_REDIRECT_URI: redirect('google'),
    APPLE_CLIENT_ID: 'apple-client',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: applePrivateKey,
    APPLE_REDIRECT_URI: redirect('apple'),
  };
  if (issuer === undefined) return credentials;
  return {
    ...credentials,
    KAKAO_AUTHORIZATION_URL: `${issuer}/authorize`,
    KAKAO_TOKEN_URL: `${issuer}/token`,
    KAKAO_USERINFO_URL: `${issuer}/userinfo`,
    NAVER_AUTHORIZATION_URL: `${issuer}/authorize`,
    NAVER_TOKEN_URL: `${issuer}/token`,
    NAVER_USERINFO_URL: `${issuer}/userinfo`,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_ISSUER: issuer,
    APPLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    APPLE_TOKEN_URL: `${issuer}/token`,
    APPLE_JWKS_URL: `${issuer}/jwks`,
    APPLE_ISSUER: issuer,
  };
}

export async function startMockIdentityProvider(): Promise<MockIdentityProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  return {
    server,
    issuer,
    settingsEnv: (callbackBase) => providerSettingsEnv(callbackBase, issuer),
    stop: () => server.stop(),
  };
}

/**
 * What the visitor's browser does with the authorization URL: the mock signs the visitor in at
 * once and redirects to redirect_uri with a code and the state.
 */
export async function followAuthorization(url: URL): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || location === null) {
    throw new Error(`Expected a redirect from ${url.origin}, got HTTP ${answer.status}`);
  }
  return new URL(location);
}
