import { defineConfig } from 'tsup';

// Dependencies and peer dependencies stay external: the host app provides one copy of each.
// dist/styles.css is the banner's stylesheet (`@lawfirm/banner/styles.css`).
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/top-banner.css' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
