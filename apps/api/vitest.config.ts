import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = vitestConfig({ environment: 'node' });

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // PGlite takes a few seconds to start and migrate on a busy two-core machine.
    hookTimeout: 60_000,
    globalSetup: ['./src/test-support/pglite-template.ts'],
    testTimeout: 20_000,
  },
});
