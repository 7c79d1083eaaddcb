import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions, ports, repoRoot } from './support/environment';

// Runs against the built product served by tooling/scripts/serve.mjs (the same server
// `npm start` runs), in Debian's Chromium: browser downloads do not work on these machines.
// E2E_BASE_URL runs the suites against a server that is already up (the dev server while a
// feature is built); otherwise the config starts the built product itself.
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, 'results', 'playwright'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  // An axe scan of a long page takes seconds on a two-core CI machine; a journey that scans
  // and screenshots at two widths needs more than Playwright's default 30 s.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${ports.api}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `node ${join(repoRoot, 'tooling', 'scripts', 'serve.mjs')} --port ${ports.api} --demo-port ${ports.demo} --center-port ${ports.center} --data-dir ${join(repoRoot, '.data', 'e2e')} --fresh --seed --quiet`,
        url: `http://127.0.0.1:${ports.api}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
