// The api as `start` builds it, over a test database that holds the seed before every test
// (restored before each one, see seed-restore).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { EVERYTHING } from '../cache/content-change';
import { buildApp } from '../app';
import type { AppDependencies } from '../app';
import { createLocalContentChanges } from '../cache/content-changes';
import type { Database } from '../db/create-database';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';
import type { Settings } from '../settings';

import { useSeedBeforeEach } from './seed-restore';

/** The tests' settings: silent, in memory, and `env` on top. */
export function testSettings(env: Record<string, string> = {}): Settings {
  return loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    ...env,
  });
}

export const TEST_SETTINGS = testSettings();

/**
 * The api behind a "proxy" on the loopback: each request or socket of a test says its client
 * address in X-Forwarded-For (the socket caps count by address).
 */
export const PROXIED_TEST_SETTINGS = loadSettings({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: IN_MEMORY_DATA_DIR,
  TRUST_PROXY: 'loopback',
});

/**
 * Call inside describeOnEachDatabase; returns a getter for the app. `getSettings` is read when
 * the app is built, so it may depend on something a file-level beforeAll starts (a mock server);
 * `dependencies` go to buildApp as they are (the hostile-input test raises the chat's limits).
 */
export function useSeededApp(
  getDatabase: () => Database,
  getSettings: () => Settings = () => TEST_SETTINGS,
  dependencies: Omit<AppDependencies, 'database'> = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  const contentChanges = createLocalContentChanges();
  beforeAll(async () => {
    app = await buildApp(getSettings(), {
      ...dependencies,
      database: getDatabase(),
      contentChanges,
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  useSeedBeforeEach(getDatabase);
  beforeEach(async () => {
    // As the seed script does: what the app cached from the last test's data is gone.
    await contentChanges.announce(EVERYTHING);
  });
  return () => {
    if (!app) throw new Error('The app is not built yet: read it inside a test or hook');
    return app;
  };
}
