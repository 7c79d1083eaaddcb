import { defineConfig, zodFreeBrowserCode } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  // The routes run on both sides; the server's entry and its helpers only on the server.
  ...zodFreeBrowserCode({ serverModules: ['src/entry-server.tsx', 'src/ssr/**'] }),
];
