import { defineConfig, zodFreeBrowserCode } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  // check-form.ts (call #12's schema) loads on the form's first focus or submit
  // (load-check-form.ts).
  ...zodFreeBrowserCode({ lazyModules: ['src/check-form.ts'] }),
];
