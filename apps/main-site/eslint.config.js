import { defineConfig } from '@repo/eslint-config';

export default defineConfig({ react: true });
