import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

const require = createRequire(import.meta.url);

// Two outputs from one esbuild run:
// - dist/index.js (+ .d.ts): the components and tokens; React stays external.
// - dist/styles.css: src/styles/index.css with every @import inlined.
// - dist/fonts.css: Pretendard's @font-face rules, its woff2 slices copied to dist/fonts/
//   with relative url()s, so the file works from any bundler or a plain <link>.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    styles: 'src/styles/index.css',
    fonts: 'src/styles/fonts.css',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  // tsup leaves dependencies external, which for CSS would keep a bare @import of
  // pretendard that a plain <link> cannot follow.
  noExternal: ['pretendard'],
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  // The SIL Open Font License asks that the licence travel with the font files.
  async onSuccess() {
    await copyFile(require.resolve('pretendard/dist/LICENSE.txt'), 'dist/fonts/LICENSE.txt');
  },
});
