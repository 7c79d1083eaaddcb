import { defineConfig } from 'tsup';

// React, TanStack Router/Query and our own packages stay external (tsup leaves every
// dependency and peer dependency out of the bundle): the host app provides one copy of each.
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/site.css' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  // Korean copy stays readable in dist instead of \u escapes.
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
