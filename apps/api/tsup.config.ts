import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', seed: 'src/seed.ts', 'purge-withdrawn': 'src/purge-withdrawn.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  clean: true,
  sourcemap: true,
  // Our workspace packages are bundled from their sources (no build order between them and
  // the api); everything from node_modules stays external and is installed next to dist/.
  noExternal: [/^@lawfirm\//],
  esbuildOptions(options) {
    options.conditions = ['@lawfirm/source'];
  },
});
