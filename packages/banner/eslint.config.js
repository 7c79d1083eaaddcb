import { defineConfig, zodFreeBrowserCode } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  ...zodFreeBrowserCode(),
];
