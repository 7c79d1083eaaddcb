#!/usr/bin/env node
// `check-package`: checks the package in the current folder as a consumer installs it. It packs
// the package once with pnpm (as `pnpm publish` would: workspace ranges replaced, the
// beforePacking hook applied), then checks that tarball, not the folder:
//   1. manifest.mjs's rules: every export target ships, no source condition, licence/access;
//   2. publint --strict (warnings fail too);
//   3. attw, ESM-only profile, on the entry points that are modules with types.
// Prints one line per check; a failing check prints the tool's whole report.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { entryPointKinds, findProblems } from './manifest.mjs';

const bin = join(dirname(fileURLToPath(import.meta.url)), 'node_modules', '.bin');
const workspaceManifest = JSON.parse(readFileSync('package.json', 'utf8'));
const name = `${workspaceManifest.name}@${workspaceManifest.version}`;

if (workspaceManifest.private === true) {
  console.log(`${name} is private: not published, nothing to check`);
  process.exit(0);
}

let failed = false;

/**
 * @param {string} title
 * @param {string[]} problems
 */
function report(title, problems) {
  if (problems.length === 0) {
    console.log(`  ok    ${title}`);
    return;
  }
  failed = true;
  console.log(`  FAIL  ${title}`);
  for (const problem of problems) console.log(`        - ${problem}`);
}

/**
 * @param {string} title
 * @param {string} tool
 * @param {string[]} args
 */
function runTool(title, tool, args) {
  const result = spawnSync(join(bin, tool), args, {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  if (result.status === 0) {
    console.log(`  ok    ${title}`);
    return;
  }
  failed = true;
  console.log(`  FAIL  ${title} (exit ${result.status})`);
  console.log(`${result.stdout}${result.stderr}`.trimEnd().replace(/^/gm, '        '));
}

const packDir = mkdtempSync(join(tmpdir(), 'check-package-'));
try {
  /** @type {{ filename: string, size: number, files: Array<{ path: string }> }} */
  const packed = JSON.parse(
    execFileSync('pnpm', ['pack', '--json', '--pack-destination', packDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const files = packed.files.map((file) => file.path);
  /** @type {Record<string, unknown>} */
  const published = JSON.parse(
    execFileSync('tar', ['-xzOf', packed.filename, 'package/package.json'], { encoding: 'utf8' }),
  );
  const { modules, files: fileEntries } = entryPointKinds(published.exports);
  console.log(
    `${name}: ${files.length} files, ${(packed.size / 1024).toFixed(1)} kB packed; ` +
      `modules ${modules.join(' ') || '(none)'}; files ${fileEntries.join(' ') || '(none)'}`,
  );

  report(
    'published manifest: every export target ships, no source condition, licence and access agree',
    findProblems(published, files),
  );
  runTool('publint --strict', 'publint', ['--strict', packed.filename]);
  // Stylesheets, script-tag files and package.json are not modules with types: attw would
  // report them unresolvable, and the manifest rules above already check that they ship.
  const exclude = fileEntries.length > 0 ? ['--exclude-entrypoints', ...fileEntries] : [];
  runTool(`attw --profile esm-only (${modules.join(' ')})`, 'attw', [
    packed.filename,
    '--profile',
    'esm-only',
    ...exclude,
  ]);
} finally {
  rmSync(packDir, { recursive: true, force: true });
}

if (failed) {
  console.log(`${name}: FAILED — fix the package before it is published`);
  process.exit(1);
}
console.log(`${name}: installs as published`);
