// Builds the script-tag files into dist/embed/, in two passes because they differ in kind:
//   vite build --mode loader  -> loader.js, a minified classic script (IIFE), no dependencies
//   vite build --mode panel   -> panel.js, an ES module with React bundled in
// The loader imports panel.js by URL, next to its own src (names from src/embed-files.ts); the
// panel's split chunks go to chunks/, named by their hash.
import react from '@vitejs/plugin-react';
import { defineConfig, type LibraryOptions } from 'vite';

import packageJson from './package.json' with { type: 'json' };
import { EMBED_CHUNKS_DIR, EMBED_FILES } from './src/embed-files.ts';

const entries = {
  loader: {
    entry: 'src/loader/embed.ts',
    formats: ['iife'],
    // Required by Vite for IIFE; the entry exports nothing, so no global is created.
    name: 'LawfirmChatLoader',
    fileName: () => EMBED_FILES.loader,
  },
  panel: {
    entry: 'src/panel/create-panel.tsx',
    formats: ['es'],
    fileName: () => EMBED_FILES.panel,
  },
} satisfies Record<string, LibraryOptions>;

/**
 * The panel's code in one hashed chunk, panel-core, which panel.js only re-exports: the lazily
 * loaded views (these folders) import what they share with the panel from it. Left to itself
 * Rolldown splits the shared code into several small chunks (about 2 kB gzip more in all); and
 * the views cannot import from panel.js, which the loader requests as panel.js?v=<version>, a
 * URL of its own, so the page would run a second panel and a second React.
 */
const LAZY_VIEWS = /\/src\/(history|verification|viewer)\//;
const PANEL_CHUNKS = {
  groups: [{ name: 'panel-core', test: (id: string) => !LAZY_VIEWS.test(id) }],
};

export default defineConfig(({ mode }) => {
  if (mode !== 'loader' && mode !== 'panel') {
    throw new Error(`vite.config.ts: run with --mode loader or --mode panel (got "${mode}")`);
  }
  return {
    plugins: [react()],
    define: {
      __WIDGET_VERSION__: JSON.stringify(packageJson.version),
      // React is bundled into the panel: use its production build.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: 'dist/embed',
      // The loader pass runs first and starts from an empty folder; the panel pass adds to it.
      emptyOutDir: mode === 'loader',
      copyPublicDir: false,
      // Host pages are anyone's: stay on widely supported syntax.
      target: 'es2020',
      minify: true,
      // Library mode keeps an ES build's whitespace (for bundlers downstream); panel.js goes
      // straight to browsers, so it is minified in full.
      rolldownOptions: {
        output: {
          minify: true,
          chunkFileNames: `${EMBED_CHUNKS_DIR}/[name]-[hash].js`,
          ...(mode === 'panel' ? { codeSplitting: PANEL_CHUNKS } : {}),
        },
      },
      sourcemap: true,
      lib: entries[mode],
    },
  };
});
