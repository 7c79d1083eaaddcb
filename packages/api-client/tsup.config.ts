import { defineConfig } from 'tsup';

export default defineConfig({
  // constants is its own entry: code that must stay tiny (the widget's loader) imports the
  // spec's constants without pulling the schemas and zod in.
  entry: ['src/index.ts', 'src/constants.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
});
