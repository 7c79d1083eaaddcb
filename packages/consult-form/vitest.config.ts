import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = vitestConfig({ environment: 'node' });

// The form's tests type into a jsdom form field by field (user-event), which on a busy machine
// outlasts vitest's 5 s default; no assertion depends on time.
export default defineConfig({ ...base, test: { ...base.test, testTimeout: 20_000 } });
