import { vitestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = vitestConfig({ environment: 'node' });

export default defineConfig({
  ...base,
  // A machine time zone far from Seoul, so that a rule reading local time instead of
  // Asia/Seoul fails the schedule tests.
  test: { ...base.test, env: { TZ: 'America/New_York' } },
});
