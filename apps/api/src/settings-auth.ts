// Sign-in settings (src/auth/README.md): the session and retention keys, and each provider's
// credentials and endpoint overrides, with the checks that span several of them.
import { createPrivateKey } from 'node:crypto';

import { z } from 'zod';

import { booleanFlag, optional, origin, urlWithProtocols, withDefault } from './settings-fields';

/**
 * AUTH_SESSION_SECRET outside production when it is unset, so that development and tests start
 * without setup. Production refuses to start without a secret of its own (DESIGN.md §7).
 */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-never-use-in-production';
const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * RETENTION_ENCRYPTION_KEY outside production when it is unset. It encrypts what withdrawal keeps
 * (spec/site.md §9 Account data retention); production refuses to start without its own key.
 */
export const DEVELOPMENT_RETENTION_KEY = 'development-only-retention-key-never-use-in-production';

const httpUrl = urlWithProtocols(['https:', 'http:']);

const cookieDomain = z
  .string()
  .regex(
    /^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    'must be a host name such as lawfirm.example (no scheme, port or path)',
  );

// Apple's .p8 download is a PKCS#8 PEM; .env files usually hold it on one line with \n escapes.
const applePrivateKey = z
  .string()
  .transform((value) => value.replaceAll('\\n', '\n').trim())
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return (
        key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      );
    } catch {
      return false;
    }
  }, "must be the PEM text of Apple's .p8 key (an EC P-256 private key; newlines may be written as \\n)");

/**
 * Each sign-in provider is offered only when all its credentials are set (spec/site.md §2
 * Sign-in). The endpoint overrides point a provider at another server, such as
 * oauth2-mock-server in tests and local development; they go together or not at all.
 */
export const PROVIDER_SETTING_NAMES = {
  kakao: {
    redirectUri: 'KAKAO_REDIRECT_URI',
    credentials: ['KAKAO_CLIENT_ID', 'KAKAO_CLIENT_SECRET', 'KAKAO_REDIRECT_URI'],
    endpoints: ['KAKAO_AUTHORIZATION_URL', 'KAKAO_TOKEN_URL', 'KAKAO_USERINFO_URL'],
  },
  naver: {
    redirectUri: 'NAVER_REDIRECT_URI',
    credentials: ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET', 'NAVER_REDIRECT_URI'],
    endpoints: ['NAVER_AUTHORIZATION_URL', 'NAVER_TOKEN_URL', 'NAVER_USERINFO_URL'],
  },
  google: {
    redirectUri: 'GOOGLE_REDIRECT_URI',
    credentials: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URI'],
    endpoints: ['GOOGLE_AUTHORIZATION_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_JWKS_URL', 'GOOGLE_ISSUER'],
  },
  apple: {
    redirectUri: 'APPLE_REDIRECT_URI',
    credentials: [
      'APPLE_CLIENT_ID',
      'APPLE_TEAM_ID',
      'APPLE_KEY_ID',
      'APPLE_PRIVATE_KEY',
      'APPLE_REDIRECT_URI',
    ],
    endpoints: ['APPLE_AUTHORIZATION_URL', 'APPLE_TOKEN_URL', 'APPLE_JWKS_URL', 'APPLE_ISSUER'],
  },
} as const;

/** True for http(s) URLs on this machine, where browsers accept cookies without Secure. */
export function isLoopbackUrl(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}

/** The providers offered: all their credentials are set (spec/site.md §2 Sign-in). */
export function offeredSignInProviders(settings: AuthSettings): string[] {
  return Object.entries(PROVIDER_SETTING_NAMES)
    .filter(([, names]) => {
      const credentials: readonly (keyof AuthSettings)[] = names.credentials;
      return credentials.every((name) => settings[name] !== undefined);
    })
    .map(([provider]) => provider);
}

/**
 * The offered providers whose sign-in page is on this machine: their authorization URL is on
 * loopback, as with `npm start`'s local identity provider (tooling/identity-provider), whose
 * test accounts anyone may sign in as.
 */
export function localSignInProviders(settings: AuthSettings): string[] {
  return offeredSignInProviders(settings).filter((provider) => {
    const names = PROVIDER_SETTING_NAMES[provider as keyof typeof PROVIDER_SETTING_NAMES];
    const authorizationUrl = settings[names.endpoints[0]];
    return typeof authorizationUrl === 'string' && isLoopbackUrl(authorizationUrl);
  });
}

export const authSettings = {
  PUBLIC_URL: optional(origin),
  AUTH_SESSION_SECRET: optional(
    z
      .string()
      .min(
        SESSION_SECRET_MIN_LENGTH,
        `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. the output of \`openssl rand -base64 48\`)`,
      ),
  ),
  AUTH_COOKIE_DOMAIN: optional(cookieDomain),
  // spec/site.md §9: what withdrawal keeps is encrypted with a key derived from this.
  RETENTION_ENCRYPTION_KEY: optional(
    z
      .string()
      .min(
        SESSION_SECRET_MIN_LENGTH,
        `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. the output of \`openssl rand -base64 48\`)`,
      ),
  ),
  // spec/site.md §6: the tester-only temporary login (#9) exists only while this is on.
  AUTH_TEST_LOGIN_ENABLED: withDefault(booleanFlag, 'false'),
  // A production api signs in through a local identity provider (test accounts) only with this.
  LOCAL_IDENTITY_PROVIDER: withDefault(booleanFlag, 'false'),
  KAKAO_CLIENT_ID: optional(z.string()),
  KAKAO_CLIENT_SECRET: optional(z.string()),
  KAKAO_REDIRECT_URI: optional(httpUrl),
  KAKAO_AUTHORIZATION_URL: optional(httpUrl),
  KAKAO_TOKEN_URL: optional(httpUrl),
  KAKAO_USERINFO_URL: optional(httpUrl),
  NAVER_CLIENT_ID: optional(z.string()),
  NAVER_CLIENT_SECRET: optional(z.string()),
  NAVER_REDIRECT_URI: optional(httpUrl),
  NAVER_AUTHORIZATION_URL: optional(httpUrl),
  NAVER_TOKEN_URL: optional(httpUrl),
  NAVER_USERINFO_URL: optional(httpUrl),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_REDIRECT_URI: optional(httpUrl),
  GOOGLE_AUTHORIZATION_URL: optional(httpUrl),
  GOOGLE_TOKEN_URL: optional(httpUrl),
  GOOGLE_JWKS_URL: optional(httpUrl),
  GOOGLE_ISSUER: optional(z.string()),
  APPLE_CLIENT_ID: optional(z.string()),
  APPLE_TEAM_ID: optional(z.string()),
  APPLE_KEY_ID: optional(z.string()),
  APPLE_PRIVATE_KEY: optional(applePrivateKey),
  APPLE_REDIRECT_URI: optional(httpUrl),
  APPLE_AUTHORIZATION_URL: optional(httpUrl),
  APPLE_TOKEN_URL: optional(httpUrl),
  APPLE_JWKS_URL: optional(httpUrl),
  APPLE_ISSUER: optional(z.string()),
};

type AuthSettings = z.output<z.ZodObject<typeof authSettings>>;

export function checkAuthSettings(
  settings: AuthSettings & { NODE_ENV: string },
  context: z.RefinementCtx,
): void {
  if (settings.NODE_ENV === 'production') {
    // Signed sessions are only as strong as their key; a known default would let anyone sign in.
    if (settings.AUTH_SESSION_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SESSION_SECRET'],
        message: `is required in production: at least ${SESSION_SECRET_MIN_LENGTH} random characters`,
      });
    } else if (settings.AUTH_SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SESSION_SECRET'],
        message: 'must not be the development default in production',
      });
    }
    // Retained account data is only as private as this key (spec/site.md §9).
    if (settings.RETENTION_ENCRYPTION_KEY === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['RETENTION_ENCRYPTION_KEY'],
        message: `is required in production: at least ${SESSION_SECRET_MIN_LENGTH} random characters`,
      });
    } else if (settings.RETENTION_ENCRYPTION_KEY === DEVELOPMENT_RETENTION_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['RETENTION_ENCRYPTION_KEY'],
        message: 'must not be the development default in production',
      });
    }
  }
  checkLocalIdentityProvider(settings, context);
  for (const [provider, names] of Object.entries(PROVIDER_SETTING_NAMES)) {
    const credentials: readonly (keyof AuthSettings)[] = names.credentials;
    const endpoints: readonly (keyof AuthSettings)[] = names.endpoints;
    const missingCredentials = credentials.filter((name) => settings[name] === undefined);
    const missingEndpoints = endpoints.filter((name) => settings[name] === undefined);
    if (missingCredentials.length > 0 && missingCredentials.length < credentials.length) {
      for (const name of missingCredentials) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required to offer ${provider} sign-in: set all of ${credentials.join(', ')}, or none`,
        });
      }
    }
    if (missingEndpoints.length > 0 && missingEndpoints.length < endpoints.length) {
      for (const name of missingEndpoints) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required to point ${provider} at another server: set all of ${endpoints.join(', ')}, or none`,
        });
      }
    }
    if (missingEndpoints.length === 0 && missingCredentials.length === credentials.length) {
      context.addIssue({
        code: 'custom',
        path: [names.endpoints[0]],
        message: `has no effect while ${provider} sign-in is off: set ${credentials.join(', ')} too, or remove it`,
      });
    }
    // A public redirect with a loopback PUBLIC_URL means cookies would go out without Secure.
    const redirect = settings[names.redirectUri];
    if (
      settings.NODE_ENV === 'production' &&
      settings.PUBLIC_URL === undefined &&
      typeof redirect === 'string' &&
      !isLoopbackUrl(redirect)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `is required in production when ${provider} redirects to ${redirect}: set the site's public origin`,
      });
    }
  }
}

/**
 * A local identity provider signs anyone in as any test account: a production api runs with one
 * only when LOCAL_IDENTITY_PROVIDER says so (`npm start` does), and the flag means nothing
 * without one.
 */
function checkLocalIdentityProvider(
  settings: AuthSettings & { NODE_ENV: string },
  context: z.RefinementCtx,
): void {
  const local = localSignInProviders(settings);
  if (settings.NODE_ENV === 'production' && local.length > 0 && !settings.LOCAL_IDENTITY_PROVIDER) {
    for (const provider of local) {
      const name =
        PROVIDER_SETTING_NAMES[provider as keyof typeof PROVIDER_SETTING_NAMES].endpoints[0];
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `points ${provider} sign-in at a local identity provider, where anyone can sign in as any test account: in production, set LOCAL_IDENTITY_PROVIDER=true to run with it on purpose, or remove the endpoint overrides to use the real provider`,
      });
    }
  }
  if (settings.LOCAL_IDENTITY_PROVIDER && local.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['LOCAL_IDENTITY_PROVIDER'],
      message:
        'is true, but no sign-in provider points at a local identity provider (an authorization URL on localhost or 127.0.0.1): remove it, or set the endpoint overrides',
    });
  }
}
