// `npm test`: every test of the repository, in the order the foundation issue gives:
// frozen install, lint, typecheck, unit tests, build, the published packages' checks, then
// Playwright in Debian's Chromium against the built product. Ends with Playwright's own summary.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { runStep, say } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const startedAt = Date.now();

/**
 * @param {string} title
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function step(title, cmd, args, env) {
  say('step', title);
  const began = Date.now();
  const status = runStep(cmd, args, env ? { env: { ...process.env, ...env } } : {});
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  if (status !== 0) {
    say('fail', `${title} failed (exit ${status}, ${seconds} s)`);
    process.exit(status);
  }
  say('ok', `${title} (${seconds} s)`);
}

function hasKoreanFont() {
  try {
    return execSync('fc-list :lang=ko family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

// Browser tests need Debian's Chromium and a Korean font (without one, Korean renders as
// boxes in screenshots). Browser downloads by test tools do not work on these machines.
function ensureChromium() {
  if (existsSync(CHROMIUM) && hasKoreanFont()) return;
  if (process.getuid?.() !== 0) {
    say(
      'fail',
      `Chromium or a Korean font is missing. Install them: sudo apt-get install -y chromium fonts-nanum`,
    );
    process.exit(1);
  }
  step('installing Chromium and a Korean font from Debian (apt-get)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-nanum',
  ]);
}

// Suites that need a service run only where its URL is set; say which, so that a skip is seen.
function reportServiceSuites() {
  /** @type {Array<{ variable: string, whenSet: string, whenUnset: string }>} */
  const services = [
    {
      variable: 'TEST_DATABASE_URL',
      whenSet: 'the api suites run a second time, on PostgreSQL',
      whenUnset: 'the PostgreSQL variant of the api suites is SKIPPED',
    },
    {
      variable: 'TEST_REDIS_URL',
      whenSet:
        'the event-bus suites run on Redis, and two api instances share Redis and PostgreSQL',
      whenUnset: 'the Redis event-bus and two-instance suites are SKIPPED',
    },
  ];
  for (const { variable, whenSet, whenUnset } of services) {
    if (process.env[variable]) say('ok', `${variable} is set: ${whenSet}`);
    else say('warn', `${variable} is not set: ${whenUnset}`);
  }
}

reportServiceSuites();
ensureChromium();
const ci = { CI: process.env.CI ?? 'true' };
step('install (frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']);
step('lint (ESLint)', 'pnpm', ['turbo', 'run', 'lint', '--output-logs=errors-only'], ci);
step('import cycles between files (madge)', 'pnpm', ['run', 'lint:cycles']);
step('format (Prettier)', 'pnpm', ['run', 'format:check']);
step('typecheck', 'pnpm', ['turbo', 'run', 'typecheck', '--output-logs=errors-only'], ci);
step('unit and integration tests', 'pnpm', ['turbo', 'run', 'test', '--concurrency=1'], ci);
// The widget's chat core against the real api, started from source as a child process.
step('chat widget core against the real api', 'pnpm', [
  '--filter',
  '@lawfirm/chat-widget',
  'run',
  'test:api',
]);
step('build', 'pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], ci);
step('size budgets (size-limit)', 'pnpm', ['run', 'size']);
// Each publishable package packed as `pnpm publish` would, then checked as a consumer gets it
// (tooling/package-check): one line per check, a tool's report only when it fails. The builds
// it depends on are the cached ones above, so their logs are not replayed.
step(
  'packages as consumers install them (pack, exports, publint --strict, attw)',
  'pnpm',
  [
    'turbo',
    'run',
    'check:package',
    '--filter=./packages/*',
    '--concurrency=2',
    '--output-logs=new-only',
    '--log-order=grouped',
    '--log-prefix=none',
  ],
  ci,
);
say(
  'step',
  `browser tests (Playwright in ${CHROMIUM}); ${((Date.now() - startedAt) / 1000).toFixed(0)} s so far`,
);
reportServiceSuites();
const status = runStep('pnpm', ['--filter', '@repo/e2e', 'run', 'e2e'], {
  env: { ...process.env, ...ci },
});
process.exit(status);
