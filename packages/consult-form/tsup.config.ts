import { defineConfig } from 'tsup';

// Dependencies and peer dependencies stay external: the host app provides one copy of each.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
});
