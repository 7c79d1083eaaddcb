// The OpenAPI document exactly as the api serves it at /docs/json, with every optional route
// registered (the tester-only sign-in, the SMS outbox), read without a server or a database on
// disk. Used by the contract test and by `pnpm --filter @lawfirm/api run openapi`.
import { buildApp } from '../app';
import { createDatabase } from '../db/create-database';
import { DOCS_PREFIX } from '../plugins/api-docs';
import { IN_MEMORY_DATA_DIR, loadSettings } from '../settings';

export const DOCUMENT_PATH = `${DOCS_PREFIX}/json`;

export async function readApiDocument(): Promise<Record<string, unknown>> {
  const settings = loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    AUTH_TEST_LOGIN_ENABLED: 'true',
    SMS_PROVIDER: 'outbox',
  });
  const database = await createDatabase(settings);
  try {
    const app = await buildApp(settings, { database });
    try {
      const answer = await app.inject({ method: 'GET', url: DOCUMENT_PATH });
      if (answer.statusCode !== 200) {
        throw new Error(`${DOCUMENT_PATH} answered ${answer.statusCode}: ${answer.body}`);
      }
      return answer.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
