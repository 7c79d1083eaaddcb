#!/usr/bin/env node
// Entry of the README's two commands (`npm start`, `npm test`). It must run on whatever
// Node the machine has (even an end-of-life one), so it uses nothing but Node's own modules.
// Where the machine's Node is older than 22 it brings Node 22 and the pinned pnpm from the
// npm registry into `.tools/`, then hands over to the real command under that Node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '22.23.3';
// The same as apps/api's MIN_NODE_MAJOR and the root engines (node-version.test.ts).
const MIN_NODE_MAJOR = 22;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const toolsDir = join(root, '.tools');
/** @type {Record<string, string>} */
const commands = { start: 'start.mjs', test: 'test.mjs' };
const command = process.argv[2] ?? '';
const script = commands[command];

if (!script) {
  console.error(`Usage: node tooling/scripts/bootstrap.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

const pnpmVersion = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** @param {string} message */
function log(message) {
  console.log(`\x1b[36m[bootstrap]\x1b[0m ${message}`);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function capture(cmd, args, env) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', env });
  return result.status === 0 ? result.stdout.trim() : null;
}

const nodeMajor = Number(process.versions.node.split('.')[0]);
const nodePackage = `node-${process.platform}-${process.arch}`;
const toolNodeBin = join(toolsDir, 'node_modules', nodePackage, 'bin');
const toolBin = join(toolsDir, 'node_modules', '.bin');

/** @type {Record<string, string>} */
const wanted = { pnpm: pnpmVersion };
if (nodeMajor < MIN_NODE_MAJOR) wanted[nodePackage] = NODE_VERSION;

/** @param {string} name */
function installedVersion(name) {
  const manifest = join(toolsDir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

const missing = Object.entries(wanted).filter(
  ([name, version]) => installedVersion(name) !== version,
);
if (missing.length > 0) {
  log(
    `installing ${missing.map(([n, v]) => `${n}@${v}`).join(', ')} into .tools/ (from the npm registry)`,
  );
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(
    join(toolsDir, 'package.json'),
    JSON.stringify(
      { private: true, description: 'Tools fetched by bootstrap.mjs', dependencies: wanted },
      null,
      2,
    ),
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(
    npm,
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
    ],
    { cwd: toolsDir },
  );
  if (status !== 0) {
    console.error(
      `[bootstrap] could not install ${missing.map(([n]) => n).join(', ')} with npm (exit ${status}).`,
    );
    process.exit(status);
  }
}

const pathParts = [toolBin, process.env.PATH ?? ''];
if (nodeMajor < MIN_NODE_MAJOR) pathParts.unshift(toolNodeBin);
const env = {
  ...process.env,
  PATH: pathParts.join(process.platform === 'win32' ? ';' : ':'),
  // Turborepo and pnpm print fewer prompts and no telemetry notices.
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

const nodeVersion = capture('node', ['--version'], env);
const pnpmFound = capture('pnpm', ['--version'], env);
log(`node ${nodeVersion}, pnpm ${pnpmFound}`);

const status = run('node', [join(root, 'tooling', 'scripts', script), ...process.argv.slice(3)], {
  cwd: root,
  env,
});
process.exit(status);
