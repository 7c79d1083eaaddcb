import { defineConfig } from 'vitest/config';

// Loading a package's ESLint config (typescript-eslint and its plugins) takes seconds on a busy
// machine: a wait, not a measurement.
export default defineConfig({ test: { include: ['*.test.js'], testTimeout: 60_000 } });
