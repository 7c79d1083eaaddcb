import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { providerSettingsEnv } from './auth/mock-identity-provider';
import { smsProviderOf } from './chat/sms';
import { repoRoot } from './paths';
import { settingsProblems } from './test-support/settings-problems';
import {
  DEVELOPMENT_RETENTION_KEY,
  DEVELOPMENT_SESSION_SECRET,
  IN_MEMORY_DATA_DIR,
  PROVIDER_SETTING_NAMES,
  SettingsError,
  loadSettings,
} from './settings';

const PRODUCTION_SECRET = 'k5Qm1v8XcR2tYw7NbZp4Lh9Jd3Fs6Gq0';
const PRODUCTION_RETENTION_KEY = 'r7Tn2b9WqL4xVe8KcM1zHs5Jf0Pd3Ay6';
const existingDir = mkdtempSync(join(tmpdir(), 'api-settings-'));
afterAll(() => rmSync(existingDir, { recursive: true, force: true }));

describe('loadSettings', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadSettings({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      DATABASE_URL: undefined,
      DATA_DIR: join(repoRoot, '.data', 'pglite'),
      SITE_DIST_DIR: undefined,
      CENTER_SITE_DIST_DIR: undefined,
      WIDGET_DIST_DIR: undefined,
      CORS_ORIGINS: [],
      SITE_ORIGINS: [],
      REDIS_URL: undefined,
      CHAT_FILES_DIR: join(repoRoot, '.data', 'chat-files'),
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SESSION_SECRET: DEVELOPMENT_SESSION_SECRET,
      RETENTION_ENCRYPTION_KEY: DEVELOPMENT_RETENTION_KEY,
      AUTH_TEST_LOGIN_ENABLED: false,
      LOCAL_IDENTITY_PROVIDER: false,
    });
  });

  it('reads well-formed values', () => {
    const settings = loadSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: 'postgres://user@db.internal:5432/lawfirm',
      DATA_DIR: 'relative/data',
      SITE_DIST_DIR: existingDir,
      CENTER_SITE_DIST_DIR: existingDir,
      WIDGET_DIST_DIR: existingDir,
      CORS_ORIGINS: 'https://partner.example, http://localhost:3100',
      SITE_ORIGINS: 'https://www.lawfirm.example,https://m.lawfirm.example',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CHAT_FILES_DIR: 'relative/files',
      AUTH_SESSION_SECRET: PRODUCTION_SECRET,
      RETENTION_ENCRYPTION_KEY: PRODUCTION_RETENTION_KEY,
    });
    expect(settings).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: ['10.0.0.0/8'],
      DATABASE_URL: 'postgres://user@db.internal:5432/lawfirm',
      DATA_DIR: resolve('relative/data'),
      SITE_DIST_DIR: existingDir,
      CENTER_SITE_DIST_DIR: existingDir,
      WIDGET_DIST_DIR: existingDir,
      CORS_ORIGINS: ['https://partner.example', 'http://localhost:3100'],
      SITE_ORIGINS: ['https://www.lawfirm.example', 'https://m.lawfirm.example'],
      REDIS_URL: 'redis://127.0.0.1:6379',
      CHAT_FILES_DIR: resolve('relative/files'),
      PUBLIC_URL: 'http://localhost:8080',
      AUTH_SESSION_SECRET: PRODUCTION_SECRET,
      RETENTION_ENCRYPTION_KEY: PRODUCTION_RETENTION_KEY,
      AUTH_TEST_LOGIN_ENABLED: false,
      LOCAL_IDENTITY_PROVIDER: false,
    });
  });

  it('keeps the in-memory data directory as PGlite names it', () => {
    expect(loadSettings({ DATA_DIR: IN_MEMORY_DATA_DIR }).DATA_DIR).toBe(IN_MEMORY_DATA_DIR);
  });

  it('treats empty values as unset, as .env files write them', () => {
    const settings = loadSettings({ PORT: '', DATABASE_URL: '', CORS_ORIGINS: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.CORS_ORIGINS).toEqual([]);
  });

  it("allows '*' as CORS origin outside production", () => {
    expect(loadSettings({ CORS_ORIGINS: '*' }).CORS_ORIGINS).toEqual(['*']);
  });

  // Each malformed value must be named, with the problem and what was received.
  it.each([
    ['PORT', { PORT: 'abc' }, 'must be a whole number between 1 and 65535'],
    ['PORT', { PORT: '70000' }, 'must be a whole number between 1 and 65535'],
    ['PORT', { PORT: '30.5' }, 'must be a whole number between 1 and 65535'],
    ['NODE_ENV', { NODE_ENV: 'staging' }, 'development'],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }, 'info'],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://localhost/db' },
      'must be a URL starting with postgres://',
    ],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }, 'must be a URL starting with postgres://'],
    ['SITE_DIST_DIR', { SITE_DIST_DIR: '/no/such/site/dist' }, 'must be an existing directory'],
    [
      'CENTER_SITE_DIST_DIR',
      { CENTER_SITE_DIST_DIR: '/no/such/centre/dist' },
      'must be an existing directory',
    ],
    [
      'WIDGET_DIST_DIR',
      { WIDGET_DIST_DIR: '/no/such/widget/dist' },
      'must be an existing directory',
    ],
    [
      'CORS_ORIGINS',
      { CORS_ORIGINS: 'partner.example' },
      'each origin must look like https://example.com',
    ],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://partner.example/' }, 'each origin must look like'],
    [
      'CORS_ORIGINS',
      { CORS_ORIGINS: '*', NODE_ENV: 'production' },
      "'*' is allowed only outside production",
    ],
    ['SITE_ORIGINS', { SITE_ORIGINS: 'www.lawfirm.example' }, 'each origin must look like'],
    ['SITE_ORIGINS', { SITE_ORIGINS: '*' }, 'each origin must look like'],
    [
      'SITE_ORIGINS',
      { SITE_ORIGINS: 'https://www.lawfirm.example', CORS_ORIGINS: 'https://www.lawfirm.example' },
      'must not name a widget host of CORS_ORIGINS; both list https://www.lawfirm.example',
    ],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }, 'must be a URL starting with redis://'],
  ])('rejects a malformed %s (%j)', (name, env, problem) => {
    let thrown: unknown;
    try {
      loadSettings(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    const message = (thrown as SettingsError).message;
    expect(message).toContain(`${name}: `);
    expect(message).toContain(problem);
    expect(message).toContain(`got ${JSON.stringify(env[name as keyof typeof env])}`);
  });

  it.each([
    ['DATABASE_URL', 'mysql://app:s3cret-pass@db.internal/app'],
    ['REDIS_URL', 'http://default:s3cret-pass@127.0.0.1:6379'],
  ])('names a malformed %s without echoing its password', (name, value) => {
    expect(() => loadSettings({ [name]: value })).toThrow(SettingsError);
    try {
      loadSettings({ [name]: value });
    } catch (error) {
      const message = (error as SettingsError).message;
      expect(message).toContain(`${name}: `);
      expect(message).toContain('//***@');
      expect(message).not.toContain('s3cret-pass');
    }
  });

  it('takes the SOLAPI SMS provider only with its key, secret and sender number', () => {
    expect(() => loadSettings({ SMS_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k' })).toThrow(
      /SOLAPI_API_SECRET: is required when SMS_PROVIDER is 'solapi'[\s\S]*SMS_SENDER_NUMBER: is required/,
    );
    expect(
      loadSettings({
        SMS_PROVIDER: 'solapi',
        SOLAPI_API_KEY: 'k',
        SOLAPI_API_SECRET: 's',
        SMS_SENDER_NUMBER: '18007905',
      }),
    ).toMatchObject({ SMS_PROVIDER: 'solapi', SMS_SENDER_NUMBER: '18007905' });
    expect(() => loadSettings({ SMS_SENDER_NUMBER: '1800-7905' })).toThrow(
      /must be 8 to 11 digits/,
    );
  });

  it('takes the SMS outbox in production only when it is named', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SESSION_SECRET: PRODUCTION_SECRET,
      RETENTION_ENCRYPTION_KEY: PRODUCTION_RETENTION_KEY,
    };
    expect(smsProviderOf(loadSettings(production))).toBe('none');
    expect(smsProviderOf(loadSettings({ ...production, SMS_PROVIDER: 'outbox' }))).toBe('outbox');
    expect(smsProviderOf(loadSettings({}))).toBe('outbox');
    expect(() => loadSettings({ SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER: /);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    [' loopback, 10.0.0.0/8 ,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadSettings({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    'yes',
    '1',
    '10.0.0.0/33',
    '0.0.0.0/0',
    '::1/129',
    '10.0.0.1/8/2',
    'proxy.internal',
    '10.0.0.1,',
  ])('refuses TRUST_PROXY=%j, naming what is not an address', (value) => {
    expect(problems({ TRUST_PROXY: value })).toMatch(
      /TRUST_PROXY: must be false, true, .*not an address/,
    );
  });

  it('lists every malformed value at once', () => {
    expect(() => loadSettings({ PORT: '0', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*\n.*LOG_LEVEL: /);
  });
});

const problems = settingsProblems;

describe('sign-in settings', () => {
  it('keeps the temporary login (#9) off unless its flag is on', () => {
    expect(loadSettings({}).AUTH_TEST_LOGIN_ENABLED).toBe(false);
    expect(loadSettings({ AUTH_TEST_LOGIN_ENABLED: 'false' }).AUTH_TEST_LOGIN_ENABLED).toBe(false);
    expect(loadSettings({ AUTH_TEST_LOGIN_ENABLED: 'true' }).AUTH_TEST_LOGIN_ENABLED).toBe(true);
    expect(loadSettings({ AUTH_TEST_LOGIN_ENABLED: '1' }).AUTH_TEST_LOGIN_ENABLED).toBe(true);
    expect(problems({ AUTH_TEST_LOGIN_ENABLED: 'yes' })).toContain(
      'AUTH_TEST_LOGIN_ENABLED: must be true or false (got "yes")',
    );
  });

  it('uses the development secret only outside production', () => {
    expect(loadSettings({ NODE_ENV: 'test' }).AUTH_SESSION_SECRET).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(loadSettings({ AUTH_SESSION_SECRET: PRODUCTION_SECRET }).AUTH_SESSION_SECRET).toBe(
      PRODUCTION_SECRET,
    );
    expect(problems({ NODE_ENV: 'production' })).toContain(
      'AUTH_SESSION_SECRET: is required in production: at least 32 random characters (it is not set)',
    );
    expect(
      problems({ NODE_ENV: 'production', AUTH_SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }),
    ).toContain('AUTH_SESSION_SECRET: must not be the development default in production');
    expect(problems({ AUTH_SESSION_SECRET: 'short' })).toContain(
      'AUTH_SESSION_SECRET: must be at least 32 characters',
    );
  });

  it('uses the development retention key only outside production (spec/site.md §9)', () => {
    expect(loadSettings({}).RETENTION_ENCRYPTION_KEY).toBe(DEVELOPMENT_RETENTION_KEY);
    expect(
      loadSettings({ RETENTION_ENCRYPTION_KEY: PRODUCTION_RETENTION_KEY }).RETENTION_ENCRYPTION_KEY,
    ).toBe(PRODUCTION_RETENTION_KEY);
    const production = { NODE_ENV: 'production', AUTH_SESSION_SECRET: PRODUCTION_SECRET };
    expect(problems(production)).toContain(
      'RETENTION_ENCRYPTION_KEY: is required in production: at least 32 random characters (it is not set)',
    );
    expect(
      problems({ ...production, RETENTION_ENCRYPTION_KEY: DEVELOPMENT_RETENTION_KEY }),
    ).toContain('RETENTION_ENCRYPTION_KEY: must not be the development default in production');
    expect(problems({ RETENTION_ENCRYPTION_KEY: 'short' })).toContain(
      'RETENTION_ENCRYPTION_KEY: must be at least 32 characters',
    );
  });

  it('offers a provider only with all its credentials, and names the missing one', () => {
    const env = providerSettingsEnv('https://lawfirm.example');
    expect(() => loadSettings(env)).not.toThrow();
    for (const [provider, names] of Object.entries(PROVIDER_SETTING_NAMES)) {
      for (const name of names.credentials) {
        const partial: Record<string, string> = { ...env };
        delete partial[name];
        const message = problems(partial);
        expect(message).toContain(
          `${name}: is required to offer ${provider} sign-in: set all of ${names.credentials.join(', ')}, or none (it is not set)`,
        );
        expect(message.match(/^ {2}\w+:/gm)).toHaveLength(1);
      }
    }
  });

  it('takes endpoint overrides as a complete set, for a provider that is on', () => {
    const env = providerSettingsEnv('http://localhost:3000', 'http://127.0.0.1:9000');
    expect(loadSettings(env).GOOGLE_ISSUER).toBe('http://127.0.0.1:9000');
    const partial: Record<string, string> = { ...env };
    delete partial.NAVER_USERINFO_URL;
    expect(problems(partial)).toContain(
      'NAVER_USERINFO_URL: is required to point naver at another server: set all of NAVER_AUTHORIZATION_URL, NAVER_TOKEN_URL, NAVER_USERINFO_URL, or none',
    );
    expect(
      problems({
        KAKAO_AUTHORIZATION_URL: 'http://127.0.0.1:9000/authorize',
        KAKAO_TOKEN_URL: 'http://127.0.0.1:9000/token',
        KAKAO_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
      }),
    ).toContain('KAKAO_AUTHORIZATION_URL: has no effect while kakao sign-in is off');
  });

  it.each([
    ['KAKAO_REDIRECT_URI', 'lawfirm.example/callback', 'must be a URL starting with https://'],
    ['GOOGLE_TOKEN_URL', 'ftp://127.0.0.1/token', 'must be a URL starting with https://'],
    ['APPLE_PRIVATE_KEY', 'not a key', "must be the PEM text of Apple's .p8 key"],
    ['PUBLIC_URL', 'https://lawfirm.example/app', 'each origin must look like https://example.com'],
    [
      'AUTH_COOKIE_DOMAIN',
      'https://lawfirm.example',
      'must be a host name such as lawfirm.example',
    ],
  ])('rejects a malformed %s', (name, value, problem) => {
    const env = { ...providerSettingsEnv('https://lawfirm.example'), [name]: value };
    expect(problems(env)).toContain(`${name}: ${problem}`);
  });

  it("accepts Apple's key written on one line with \\n escapes, and refuses a key of another kind", () => {
    const env = providerSettingsEnv('https://lawfirm.example');
    const pem = env.APPLE_PRIVATE_KEY as string;
    const oneLine = pem.trim().replaceAll('\n', '\\n');
    expect(loadSettings({ ...env, APPLE_PRIVATE_KEY: oneLine }).APPLE_PRIVATE_KEY).toBe(pem.trim());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(problems({ ...env, APPLE_PRIVATE_KEY: rsa })).toContain('APPLE_PRIVATE_KEY: must be');
  });

  it('needs PUBLIC_URL in production once a provider redirects to a public host', () => {
    const env = {
      ...providerSettingsEnv('https://lawfirm.example'),
      NODE_ENV: 'production',
      AUTH_SESSION_SECRET: PRODUCTION_SECRET,
      RETENTION_ENCRYPTION_KEY: PRODUCTION_RETENTION_KEY,
    };
    expect(problems(env)).toContain(
      'PUBLIC_URL: is required in production when kakao redirects to https://lawfirm.example/login/kakao/callback',
    );
    expect(loadSettings({ ...env, PUBLIC_URL: 'https://lawfirm.example' }).PUBLIC_URL).toBe(
      'https://lawfirm.example',
    );
  });
});
