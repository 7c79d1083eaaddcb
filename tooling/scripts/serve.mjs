// Serves the built product: the api (which also hosts the server-rendered main site, every
// centre's site on its own host, and the widget's files) and the widget demo page on a second
// port, i.e. another origin, the way a third-party page embeds the widget. Used by `npm start`
// and by the Playwright suite. Unless the environment configures sign-in providers, a local
// identity provider (tooling/identity-provider) plays all four on loopback, so that a fresh clone
// can sign in with the seed's demo members.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import {
  configuresProviders,
  providerSettings,
  startIdentityProvider,
} from '@repo/identity-provider';

import { parseOptions, repoRoot, runStep, say, startProcess, waitForUrl } from './lib.mjs';

const options = parseOptions(process.argv.slice(2), {
  port: process.env.PORT ?? '3000',
  demoPort: process.env.DEMO_PORT ?? '3100',
  // The local identity provider's port; empty: the api's port + 3 (3003 beside 3000).
  identityPort: process.env.IDENTITY_PORT ?? '',
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? join(repoRoot, '.data', 'pglite'),
  seed: false,
  fresh: false,
  quiet: false,
});

const apiDist = join(repoRoot, 'apps', 'api', 'dist');
const siteDist = join(repoRoot, 'apps', 'main-site', 'dist');
const widgetDist = join(repoRoot, 'packages', 'chat-widget', 'dist', 'embed');
const centerSiteDist = join(repoRoot, 'apps', 'center-site', 'dist');
const backOfficeDist = join(repoRoot, 'apps', 'back-office', 'dist');
/** @type {Array<[string, string]>} */
const builtParts = [
  ['api', apiDist],
  ['main site', siteDist],
  ['chat widget', widgetDist],
  ['centres’ site', centerSiteDist],
  ['back office', backOfficeDist],
];
for (const [what, dir] of builtParts) {
  if (!existsSync(dir)) {
    say(
      'fail',
      `The ${what} is not built (${dir} is missing). Run \`npm start\`, or \`pnpm build\` first.`,
    );
    process.exit(1);
  }
}

const displayHost =
  options.host === '127.0.0.1' || options.host === '0.0.0.0' ? 'localhost' : options.host;
const apiOrigin = `http://${displayHost}:${options.port}`;
const demoOrigins = [
  `http://localhost:${options.demoPort}`,
  `http://127.0.0.1:${options.demoPort}`,
];

/** @type {NodeJS.ProcessEnv} */
const apiEnv = {
  ...process.env,
  PORT: options.port,
  HOST: options.host,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  SITE_DIST_DIR: siteDist,
  CENTER_SITE_DIST_DIR: centerSiteDist,
  WIDGET_DIST_DIR: widgetDist,
  BACK_OFFICE_DIST_DIR: backOfficeDist,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? demoOrigins.join(','),
  LOG_LEVEL: process.env.LOG_LEVEL ?? (options.quiet ? 'warn' : 'info'),
  // The origin printed below: links the api builds (the chat socket, file links) name it.
  PUBLIC_URL: process.env.PUBLIC_URL ?? apiOrigin,
  // No SMS provider here: verification codes go to the local outbox, chosen on purpose (the
  // api refuses to send without one in production), so phone verification can be tried.
  SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'outbox',
};
if (!process.env.DATABASE_URL) apiEnv.DATA_DIR = options.dataDir;
apiEnv.AUTH_SESSION_SECRET = process.env.AUTH_SESSION_SECRET ?? localSecret('auth-session-secret');
apiEnv.RETENTION_ENCRYPTION_KEY =
  process.env.RETENTION_ENCRYPTION_KEY ?? localSecret('retention-encryption-key');
// The seeded chat operators sign in with this (the api gives them none in production).
apiEnv.OPERATOR_SEED_PASSWORD =
  process.env.OPERATOR_SEED_PASSWORD ?? localSecret('operator-seed-password');

/**
 * The api refuses to run in production without its secrets. A machine that runs the product
 * locally gets random ones, kept beside its data: sessions survive restarts, and the records a
 * withdrawal keeps stay readable with the same key.
 * @param {string} name
 */
function localSecret(name) {
  const file = join(repoRoot, '.data', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Sign-in on a machine without provider credentials: the local identity provider, with the
 * seed's demo members (its account page names them), chosen on purpose for the api
 * (LOCAL_IDENTITY_PROVIDER, without which a production api refuses it). Settings that name a
 * provider, or LOCAL_IDENTITY_PROVIDER=false, leave sign-in to them.
 */
async function startLocalIdentity() {
  if (process.env.LOCAL_IDENTITY_PROVIDER === 'false' || configuresProviders(process.env)) {
    return undefined;
  }
  const port = Number(options.identityPort || Number(options.port) + 3);
  try {
    const provider = await startIdentityProvider({ port, siteUrl: apiEnv.PUBLIC_URL });
    Object.assign(apiEnv, providerSettings(apiEnv.PUBLIC_URL ?? apiOrigin, provider.issuer));
    return provider;
  } catch (error) {
    say(
      'fail',
      `could not start the local identity provider on 127.0.0.1:${port} (${error instanceof Error ? error.message : String(error)}): choose another port with --identity-port or IDENTITY_PORT`,
    );
    process.exit(1);
  }
}
const identityProvider = await startLocalIdentity();

if (options.fresh && !process.env.DATABASE_URL)
  rmSync(options.dataDir, { recursive: true, force: true });

if (options.seed) {
  say(
    'step',
    `seeding the database (${process.env.DATABASE_URL ? 'DATABASE_URL' : options.dataDir})`,
  );
  const status = runStep('node', [join(apiDist, 'seed.js')], { env: apiEnv });
  if (status !== 0) process.exit(status);
}

const children = [
  startProcess('api', 'node', [join(apiDist, 'main.js')], { env: apiEnv }),
  startProcess('demo', 'node', [
    join(repoRoot, 'packages', 'chat-widget', 'demo', 'serve.mjs'),
    '--port',
    options.demoPort,
    '--widget-origin',
    apiOrigin,
  ]),
];

let stopping = false;
/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  void identityProvider?.stop();
  setTimeout(() => process.exit(code), 1500).unref();
}
for (const child of children) {
  child.on('exit', (/** @type {number | null} */ code) => {
    if (!stopping) {
      say('fail', `a server stopped unexpectedly (exit ${code}); stopping the others`);
      stop(code ?? 1);
    }
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  await waitForUrl(`http://127.0.0.1:${options.port}/healthz`);
  await waitForUrl(`http://127.0.0.1:${options.demoPort}/`);
} catch (error) {
  say('fail', error instanceof Error ? error.message : String(error));
  stop(1);
}
if (!stopping) printUrls(await centreSites());

/**
 * The centres with a site of their own, from the api's group list (call #1): the api serves each
 * on its `domain`, a sub-domain of PUBLIC_URL's host (`forensic.localhost:3000`; browsers and
 * curl take `*.localhost` to this machine).
 * @returns {Promise<Array<{ name: string, url: string }>>}
 */
async function centreSites() {
  const scheme = new URL(apiEnv.PUBLIC_URL ?? apiOrigin).protocol;
  try {
    const response = await fetch(`http://127.0.0.1:${options.port}/api/center/list`);
    /** @type {{ data: Array<{ code_name: string, domain: string | null }> }} */
    const list = await response.json();
    return list.data
      .filter((group) => group.domain)
      .map((group) => ({ name: group.code_name, url: `${scheme}//${group.domain}/` }));
  } catch (error) {
    say('warn', `could not list the centres' sites: ${String(error)}`);
    return [];
  }
}

/** @param {Array<{ name: string, url: string }>} centres */
function printUrls(centres) {
  const centreLines = centres
    .map(({ name, url }) => `  Centre site              ${url}  (${name})\n`)
    .join('');
  console.log(`
  \x1b[1m법무법인 웹 플랫폼이 실행 중입니다 / The platform is running\x1b[0m

  Site (server-rendered)   ${apiOrigin}/
${centreLines}  API                      ${apiOrigin}/api/center/list
  API docs (OpenAPI)       ${apiOrigin}/docs
  Health                   ${apiOrigin}/healthz
  Widget demo (3rd party)  http://${displayHost}:${options.demoPort}/
  Back office              ${apiOrigin}/console/  (상담 콘솔: counsel1…counsel3, password in .data/operator-seed-password)
  Chat operator API        ${apiOrigin}/chatops/sign-in
${
  identityProvider
    ? `  Sign-in (test accounts)  ${identityProvider.issuer}/  (로컬 테스트 계정: the four providers, the seed's demo members)
`
    : ''
}${
    apiEnv.SMS_PROVIDER === 'outbox'
      ? `  SMS verification codes   in the api's log ("SMS outbox to …") and at ${apiOrigin}/chatops/dev/sms-outbox (operator token)
`
      : ''
  }
  Press Ctrl+C to stop.
`);
}
