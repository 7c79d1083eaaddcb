import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { repoRoot } from './paths';
import { IN_MEMORY_DATA_DIR, SettingsError, loadSettings } from './settings';

const existingDir = mkdtempSync(join(tmpdir(), 'api-settings-'));
afterAll(() => rmSync(existingDir, { recursive: true, force: true }));

describe('loadSettings', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadSettings({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
      DATA_DIR: join(repoRoot, '.data', 'pglite'),
      SITE_DIST_DIR: undefined,
      WIDGET_DIST_DIR: undefined,
      CORS_ORIGINS: [],
      REDIS_URL: undefined,
    });
  });

  it('reads well-formed values', () => {
    const settings = loadSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://user@db.internal:5432/lawfirm',
      DATA_DIR: 'relative/data',
      SITE_DIST_DIR: existingDir,
      WIDGET_DIST_DIR: existingDir,
      CORS_ORIGINS: 'https://partner.example, http://localhost:3100',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(settings).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://user@db.internal:5432/lawfirm',
      DATA_DIR: resolve('relative/data'),
      SITE_DIST_DIR: existingDir,
      WIDGET_DIST_DIR: existingDir,
      CORS_ORIGINS: ['https://partner.example', 'http://localhost:3100'],
      REDIS_URL: 'redis://127.0.0.1:6379',
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

  it('lists every malformed value at once', () => {
    expect(() => loadSettings({ PORT: '0', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*\n.*LOG_LEVEL: /);
  });
});
