// The back office is a single-page app the api hosts at /console/ (apps/api console-host.ts):
// every URL it builds is under that base, and its files are hashed under assets/.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // Workspace packages from their sources (their `@lawfirm/source` export), as the sites do.
  resolve: { conditions: ['@lawfirm/source', ...defaultClientConditions] },
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: false },
});
