import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { providerSettings } from '@repo/identity-provider';

import { chromiumLaunchOptions, ports, repoRoot } from './support/environment';

// Runs against the built product served by tooling/scripts/serve.mjs (the same server
// `npm start` runs), in Debian's Chromium: browser downloads do not work on these machines.
// E2E_BASE_URL runs the suites against a server that is already up (the dev server while a
// feature is built); otherwise the config starts the built product itself.
const externalBaseUrl = process.env.E2E_BASE_URL;
const identityIssuer = `http://127.0.0.1:${ports.identity}`;

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, 'results', 'playwright'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  // An axe scan of a long page takes seconds on a two-core CI machine; a journey that scans
  // and screenshots at two widths needs more than Playwright's default 30 s.
  timeout: 60_000,
  // Two workers, the browser and the product share two cores on CI: a panel's chunk or a
  // socket answer can take longer than the default 5 s to show there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
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
    : [
        // The four sign-in providers: `npm start`'s local identity provider, on loopback
        // (tooling/identity-provider). Its settings below tell serve.mjs not to start its own.
        {
          command: `node ${join(repoRoot, 'tooling', 'identity-provider', 'src', 'cli.js')} ${ports.identity}`,
          url: `${identityIssuer}/.well-known/openid-configuration`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `node ${join(repoRoot, 'tooling', 'scripts', 'serve.mjs')} --port ${ports.api} --demo-port ${ports.demo} --data-dir ${join(repoRoot, '.data', 'e2e')} --fresh --seed --quiet`,
          url: `http://127.0.0.1:${ports.api}/healthz`,
          env: {
            ...providerSettings(`http://127.0.0.1:${ports.api}`, identityIssuer),
            // The sign-in page's test login appears only with the api's flag (spec/site.md §6).
            AUTH_TEST_LOGIN_ENABLED: 'true',
            // Each test speaks from its own client address through X-Forwarded-For
            // (support/fixtures.ts), so the suite does not share one address's limits.
            TRUST_PROXY: 'loopback',
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
