// The integration tests against the real api (apps/api started as a child process):
// `pnpm --filter @lawfirm/chat-widget run test:api`. Apart from `test` because seeding and
// starting the api takes about half a minute.
import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = vitestConfig({ environment: 'node' });

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['src/**/*.api-test.ts'], hookTimeout: 120_000 },
});
