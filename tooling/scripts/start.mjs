// `npm start`: install, build, seed the embedded database, then serve site, API and the
// widget demo and print their URLs (see serve.mjs).
import { join } from 'node:path';

import { repoRoot, runStep, say } from './lib.mjs';

/**
 * @param {string} title
 * @param {string} cmd
 * @param {string[]} args
 */
function step(title, cmd, args) {
  say('step', title);
  const status = runStep(cmd, args);
  if (status !== 0) {
    say('fail', `${title} failed (exit ${status})`);
    process.exit(status);
  }
}

step('installing dependencies (pnpm, frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']);
step('building the api, the sites, the widget and the back office', 'pnpm', [
  'turbo',
  'run',
  'build',
  '--filter=@lawfirm/api',
  '--filter=@lawfirm/main-site',
  '--filter=@lawfirm/center-site',
  '--filter=@lawfirm/chat-widget',
  '--filter=@lawfirm/back-office',
]);

const status = runStep('node', [
  join(repoRoot, 'tooling', 'scripts', 'serve.mjs'),
  '--seed',
  ...process.argv.slice(2),
]);
process.exit(status);
