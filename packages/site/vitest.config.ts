import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const APP_TESTS = 'src/app/**/*.test.{ts,tsx}';
const components = vitestConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] });
// The route tree's server side (src/app) renders through the server entry on Node, as apps/api
// does, and meets the real network (nothing listening), not the components' fake one.
const app = vitestConfig({ environment: 'node' });

export default defineConfig({
  test: {
    projects: [
      {
        ...components,
        test: {
          ...components.test,
          name: 'components',
          exclude: [APP_TESTS, '**/node_modules/**'],
        },
      },
      { ...app, test: { ...app.test, name: 'app', include: [APP_TESTS] } },
    ],
  },
});
