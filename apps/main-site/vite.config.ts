import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import { DEV_API_ORIGIN, DEV_PORT } from './scripts/dev-settings.ts';

// Workspace packages export their sources under this condition, so the app (and its
// server build) compiles them from src/ without building them first.
const sourceCondition = '@lawfirm/source';

export default defineConfig(({ command }) => ({
  // The router plugin generates src/routeTree.gen.ts and code-splits route components; it
  // must run before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a route's data code (its calls, search rules) loads with the route, not
      // with every page's start-up.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
  ],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
    // The build is one self-contained dist/server/ (apps/api imports it from a directory
    // where this app's node_modules would not resolve). The dev server keeps dependencies
    // external: Node loads them, CommonJS included.
    noExternal: command === 'build' ? true : undefined,
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/chatctm', '/docs', '/healthz', '/widget', '/static'].map((path) => [
        path,
        DEV_API_ORIGIN,
      ]),
    ),
  },
}));
