import { defineConfig } from 'tsup';

// Dependencies and peer dependencies stay external: the host app provides one copy of each.
// dist/styles.css is the form's stylesheet (`@lawfirm/consult-form/styles.css`).
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/consult-form.css' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
