import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = vitestConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] });

export default defineConfig({
  ...base,
  // Vitest empties CSS modules by default; tokens.test.ts reads tokens.css?raw to compare it
  // with the TypeScript tokens.
  test: { ...base.test, css: { include: [/tokens\.css/] } },
});
