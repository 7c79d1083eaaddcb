// The library entry for hosts that bundle the widget: ESM + type declarations. React stays
// external (a peer dependency); the panel becomes a split chunk loaded on first open.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  // Runs first in `build` and empties dist/; the Vite passes then write dist/embed/.
  clean: true,
});
