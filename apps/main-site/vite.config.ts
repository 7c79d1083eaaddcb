import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import { FRAMEWORK_CHUNK, HOME_FIRST_VIEW, isStartUpModule } from './scripts/chunk-groups.ts';
import { DEV_API_ORIGIN, DEV_PORT } from './scripts/dev-settings.ts';

// Workspace packages export their sources under this condition, so the app (and its
// server build) compiles them from src/ without building them first.
const sourceCondition = '@lawfirm/source';

export default defineConfig(({ command, isSsrBuild }) => ({
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
  resolve: {
    conditions: [sourceCondition, ...defaultClientConditions],
    alias: [
      // The router's store asks for the shim that backs useSyncExternalStore on React 17 and
      // older; React 19 has it built in, and the package's non-shim entry uses it directly.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: isSsrBuild
    ? undefined
    : {
        rolldownOptions: {
          output: {
            // The start-up's preload map names every chunk a page may load later (some 140):
            // their module names would cost every page about 0.6 KB gzip, so only the three
            // groups keep theirs (the bench's chunk-sources tool tells what a chunk holds).
            chunkFileNames: (chunk) =>
              ['framework', 'start-up', 'home'].includes(chunk.name)
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
            // Every page starts React, the router and the app's own start-up modules: one file
            // for each compresses better than the dozens of small shared chunks the bundler
            // would cut them into.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_CHUNK },
                { name: 'start-up', test: isStartUpModule },
                // The home page's first view, the page most visits start on: one file.
                { name: 'home', test: HOME_FIRST_VIEW },
              ],
            },
          },
        },
      },
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
