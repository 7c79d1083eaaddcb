import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

// Node: the tests render through the server entry, as apps/api does. The router plugin is not
// needed here: src/routeTree.gen.ts is committed.
export default defineConfig(vitestConfig({ environment: 'node' }));
