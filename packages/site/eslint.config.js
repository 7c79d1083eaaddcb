import { defineConfig, zodFreeBrowserCode } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  // The route tree runs on both sides; the server's entry and its helpers only on the server.
  ...zodFreeBrowserCode({ serverModules: ['src/app/entry-server.tsx', 'src/app/ssr/**'] }),
];
