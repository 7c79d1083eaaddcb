import { defineConfig } from '@repo/eslint-config';

export default defineConfig({ node: true });
