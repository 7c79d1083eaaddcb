// The Vite configuration of a site app (apps/main-site, apps/center-site): both build
// packages/site's one route tree (src/app/routes) into a client and a server bundle; they
// differ in the chunk that holds their home's first view and in their dev port.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { UserConfigFnObject } from 'vite';

import { FRAMEWORK_CHUNK, isStartUpModule } from './chunk-groups.ts';
import { DEV_API_ORIGIN } from './dev-settings.ts';

// Workspace packages export their sources under this condition, so the app (and its
// server build) compiles them from src/ without building them first.
const sourceCondition = '@lawfirm/source';

export interface SiteAppOptions {
  /** The app's own folder (its import.meta.dirname). */
  appDir: string;
  /** The modules of the app's home page's first view, built into one chunk (chunk-groups.ts). */
  homeFirstView: RegExp;
  /** The dev server's port. */
  devPort: number;
  /**
   * Where the client build puts its hashed files. The api serves both apps' files on one
   * origin, so each app has its own folder ('assets' for the main site, 'centre-assets').
   */
  assetsDir: string;
}

/** Where packages/site keeps the route tree, found from the app as its import would be. */
export function siteAppDir(appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  return join(dirname(require.resolve('@lawfirm/site/package.json')), 'src', 'app');
}

export function siteViteConfig({
  appDir,
  homeFirstView,
  devPort,
  assetsDir,
}: SiteAppOptions): UserConfigFnObject {
  const siteApp = siteAppDir(appDir);
  return defineConfig(({ command, isSsrBuild }) => ({
    // The site's favicon, logo and share card, the same on every site.
    publicDir: join(siteApp, '..', '..', 'public'),
    // The router plugin generates the route tree and code-splits route components; it must run
    // before the React plugin. Both apps generate the same file from the same routes.
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: join(siteApp, 'routes'),
        generatedRouteTree: join(siteApp, 'routeTree.gen.ts'),
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
          assetsDir,
          rolldownOptions: {
            output: {
              // The start-up's preload map names every chunk a page may load later (some 140):
              // their module names would cost every page about 0.6 KB gzip, so only the three
              // groups keep theirs (the bench's chunk-sources tool tells what a chunk holds).
              chunkFileNames: (chunk) =>
                ['framework', 'start-up', 'home'].includes(chunk.name)
                  ? `${assetsDir}/[name]-[hash].js`
                  : `${assetsDir}/[hash].js`,
              // Every page starts React, the router and the app's own start-up modules: one file
              // for each compresses better than the dozens of small shared chunks the bundler
              // would cut them into.
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK_CHUNK },
                  { name: 'start-up', test: isStartUpModule },
                  // The home page's first view, the page most visits start on: one file.
                  { name: 'home', test: homeFirstView },
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
      port: devPort,
      strictPort: true,
      proxy: Object.fromEntries(
        ['/api', '/chatctm', '/docs', '/healthz', '/widget', '/static'].map((path) => [
          path,
          DEV_API_ORIGIN,
        ]),
      ),
    },
  }));
}
