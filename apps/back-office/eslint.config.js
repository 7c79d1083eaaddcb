import { defineConfig } from '@repo/eslint-config';

export default [...defineConfig({ packageDir: import.meta.dirname, react: true })];
