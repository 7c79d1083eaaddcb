import { defineConfig } from 'vitest/config';

import { vitestConfig } from '@repo/vitest-config';

export default defineConfig({
  ...vitestConfig(),
  test: { ...vitestConfig().test, include: ['src/*.test.ts'] },
});
