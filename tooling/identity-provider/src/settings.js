// The api's settings that offer the four providers against the local identity provider at
// `issuer`, returning to `siteOrigin` (the endpoint overrides of apps/api/src/auth/README.md),
// with LOCAL_IDENTITY_PROVIDER, which a production api needs to run with it (its settings refuse
// a provider on loopback otherwise).
import { generateKeyPairSync } from 'node:crypto';

import { PROVIDERS } from './accounts.js';

/**
 * @param {string} siteOrigin
 * @param {string} issuer
 * @returns {Record<string, string>}
 */
export function providerSettings(siteOrigin, issuer) {
  /** @type {Record<string, string>} */
  const env = {
    LOCAL_IDENTITY_PROVIDER: 'true',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    // A throwaway key in the shape of Apple's .p8 download.
    APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString(),
  };
  for (const provider of PROVIDERS) {
    const name = provider.toUpperCase();
    env[`${name}_CLIENT_ID`] = `${provider}-client`;
    if (provider !== 'apple') env[`${name}_CLIENT_SECRET`] = `${provider}-secret`;
    env[`${name}_REDIRECT_URI`] = `${siteOrigin}/login/${provider}/callback`;
    env[`${name}_AUTHORIZATION_URL`] = `${issuer}/authorize`;
    env[`${name}_TOKEN_URL`] = `${issuer}/token`;
    if (provider === 'kakao' || provider === 'naver') {
      env[`${name}_USERINFO_URL`] = `${issuer}/userinfo`;
    } else {
      env[`${name}_JWKS_URL`] = `${issuer}/jwks`;
      env[`${name}_ISSUER`] = issuer;
    }
  }
  return env;
}

/**
 * Whether `env` already configures a sign-in provider (any of the four client ids): then the
 * real providers, or the ones given, are used and no local one is started.
 * @param {Record<string, string | undefined>} env
 */
export function configuresProviders(env) {
  return PROVIDERS.some((provider) => !!env[`${provider.toUpperCase()}_CLIENT_ID`]);
}
