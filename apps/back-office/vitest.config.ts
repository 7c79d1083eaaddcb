import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(vitestConfig({ environment: 'jsdom' }));
