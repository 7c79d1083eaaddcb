// The api's settings, read once from the environment. A malformed value stops start-up with a
// message naming the variable, instead of failing later somewhere less obvious (DESIGN.md §3).
import { createPrivateKey } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

import { z } from 'zod';

import { CHAT_FILES_DIR_NAME } from './chat/chat-constants';
import { repoRoot } from './paths';

/** PGlite's own name for a database that lives only in memory. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// `.env` files commonly leave a variable empty to mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

const existingDirectory = z
  .string()
  .transform((value) => resolve(value))
  .refine(
    (path) => existsSync(path) && statSync(path).isDirectory(),
    'must be an existing directory',
  );

const origin = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'each origin must look like https://example.com (scheme, host and optional port, no path or trailing slash)',
  );

const corsOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.union([z.literal('*'), origin])));

const portMessage = 'must be a whole number between 1 and 65535';

/** proxy-addr's names for whole address ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR, prefix 1 or more), or one of PROXY_RANGE_NAMES. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr refuses a /0 range (everyone), as trusting every sender should be spelled 'true'.
  return (
    /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * Which proxies in front of the api may speak for the client through X-Forwarded-For (its
 * address, for rate limits and records), X-Forwarded-Host and X-Forwarded-Proto: 'false' (none,
 * the default: the api faces the network itself) or a comma-separated list of the proxies'
 * addresses, CIDR ranges or range names. 'true' trusts any sender, so only an api that nothing
 * reaches but the proxy may use it. A bare hop count is refused: it trusts the first sender
 * whatever its address, so a client reaching the api directly could name itself (Fastify
 * ignores one for that reason).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    const addresses = value.split(',').map((item) => item.trim());
    const wrong = addresses.filter((item) => !isProxyAddress(item));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, true, or the proxies' addresses, CIDR ranges and ${PROXY_RANGE_NAMES.join(' / ')} separated by commas (a bare hop count would trust any sender); not an address: ${wrong.map((item) => JSON.stringify(item)).join(', ')}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

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

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1');

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

const DEFAULT_PORT = 3000;

/** PUBLIC_URL when it is unset: this machine at PORT. */
export const localPublicUrl = (port: number): string => `http://localhost:${port}`;

/** PUBLIC_URL when neither it nor PORT is set. */
export const DEFAULT_PUBLIC_URL = localPublicUrl(DEFAULT_PORT);

const settingsObject = z.object({
  PORT: withDefault(
    z.coerce.number(portMessage).int(portMessage).min(1, portMessage).max(65_535, portMessage),
    DEFAULT_PORT,
  ),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  NODE_ENV: withDefault(oneOf(NODE_ENVS), 'development'),
  LOG_LEVEL: withDefault(oneOf(LOG_LEVELS), 'info'),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'])),
  DATA_DIR: withDefault(
    z.string().transform((value) => (value === IN_MEMORY_DATA_DIR ? value : resolve(value))),
    join(repoRoot, '.data', 'pglite'),
  ),
  SITE_DIST_DIR: optional(existingDirectory),
  WIDGET_DIST_DIR: optional(existingDirectory),
  CORS_ORIGINS: withDefault(corsOrigins, ''),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
  /** Where the chat's disk storage keeps operators' files. */
  CHAT_FILES_DIR: withDefault(
    z
      .string()
      .min(1)
      .transform((value) => resolve(value)),
    join(repoRoot, '.data', CHAT_FILES_DIR_NAME),
  ),
  /**
   * The password of the seeded operator accounts. Outside production it defaults to
   * DEMO_OPERATOR_PASSWORD (documented in the README); in production the seeded accounts get no
   * password, so they cannot sign in until one is set here.
   */
  OPERATOR_SEED_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  /**
   * Where verification codes go: `outbox` (kept in memory, logged and readable by operators at
   * GET /chatops/dev/sms-outbox; in production only when chosen here, as `npm start` does) or
   * `solapi` (a Korean SMS provider, chat/solapi-sms.ts). Unset: the outbox outside production,
   * and no provider in production (a send then answers E000800001).
   */
  SMS_PROVIDER: optional(oneOf(['outbox', 'solapi'] as const)),
  SOLAPI_API_KEY: optional(z.string().min(1)),
  SOLAPI_API_SECRET: optional(z.string().min(1)),
  SOLAPI_BASE_URL: optional(origin),
  /** The sender number registered with the SMS provider. */
  SMS_SENDER_NUMBER: optional(z.string().regex(/^\d{8,11}$/, 'must be 8 to 11 digits')),

  // Sign-in (src/auth/README.md).
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
});

const settingsSchema = settingsObject
  .superRefine((settings, context) => {
    // Any origin with credentials would let every website act as a signed-in visitor.
    if (settings.CORS_ORIGINS.includes('*') && settings.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['CORS_ORIGINS'],
        message: "'*' is allowed only outside production; list the allowed origins instead",
      });
    }
    checkAuthSettings(settings, context);
    checkSmsSettings(settings, context);
  })
  .transform((settings) => ({
    ...settings,
    PUBLIC_URL: settings.PUBLIC_URL ?? localPublicUrl(settings.PORT),
    AUTH_SESSION_SECRET: settings.AUTH_SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    RETENTION_ENCRYPTION_KEY: settings.RETENTION_ENCRYPTION_KEY ?? DEVELOPMENT_RETENTION_KEY,
  }));

type ParsedSettings = z.output<typeof settingsObject>;

function checkSmsSettings(settings: ParsedSettings, context: z.RefinementCtx): void {
  if (settings.SMS_PROVIDER === 'solapi') {
    for (const name of ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER'] as const) {
      if (!settings[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: "is required when SMS_PROVIDER is 'solapi'",
        });
      }
    }
  }
}

function checkAuthSettings(settings: ParsedSettings, context: z.RefinementCtx): void {
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
  for (const [provider, names] of Object.entries(PROVIDER_SETTING_NAMES)) {
    const credentials: readonly (keyof ParsedSettings)[] = names.credentials;
    const endpoints: readonly (keyof ParsedSettings)[] = names.endpoints;
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

export type Settings = z.output<typeof settingsSchema>;

/** Thrown by loadSettings; its message is meant to be printed as is, without a stack. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Settings whose values are never echoed: secrets and keys. */
const SECRET_SETTING = /SECRET|KEY|PASSWORD|TOKEN/;

function describeReceived(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (value === undefined) return 'it is not set';
  if (SECRET_SETTING.test(name)) return `got a value of ${value.length} characters, not shown`;
  // A URL's user and password must not reach a log; the rest helps find the mistake.
  return `got ${JSON.stringify(value.replace(/\/\/[^@/]*@/, '//***@'))}`;
}

/** Parses the api's settings from an environment (process.env in main.ts and seed.ts). */
export function loadSettings(env: Record<string, string | undefined>): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'settings');
    return `  ${name}: ${issue.message} (${describeReceived(env, name)})`;
  });
  // A list setting reports each bad item; the same line twice says nothing new.
  throw new SettingsError(
    `Invalid api settings:\n${[...new Set(lines)].join('\n')}\nSee apps/api/.env.example.`,
  );
}

/** For the entry points: a malformed setting ends the process with its message and exit 1. */
export function loadSettingsOrExit(env: Record<string, string | undefined>): Settings {
  try {
    return loadSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // The message names the variable and the problem; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}
