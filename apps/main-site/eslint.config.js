import { defineConfig, zodFreeBrowserCode } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  // The server's entry runs only on the server.
  ...zodFreeBrowserCode({ serverModules: ['src/entry-server.tsx'] }),
];
