// Small helpers shared by the start, serve and test commands. Dependency-free on purpose:
// these scripts run before `pnpm install` has happened.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const colours = { step: '\x1b[36m', ok: '\x1b[32m', warn: '\x1b[33m', fail: '\x1b[31m' };

/**
 * @param {'step' | 'ok' | 'warn' | 'fail'} kind
 * @param {string} message
 */
export function say(kind, message) {
  const colour = colours[kind] ?? '';
  console.log(`${colour}[${kind}]\x1b[0m ${message}`);
}

/**
 * Runs a command in the foreground, inheriting output, and returns its exit code.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function runStep(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Starts a long-running child process whose output is prefixed with a label.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function startProcess(label, cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  /**
   * @param {import('node:stream').Readable | null} stream
   * @param {NodeJS.WriteStream} target
   */
  const prefix = (stream, target) => {
    if (!stream) return;
    let buffered = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) target.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Polls a URL until it answers 2xx, or rejects after `timeoutMs`.
 * @param {string} url
 */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/**
 * Reads `--name value` and `--flag` options; boolean defaults make flags.
 * @template {Record<string, string | boolean>} T
 * @param {string[]} argv
 * @param {T} defaults
 * @returns {T}
 */
export function parseOptions(argv, defaults) {
  /** @type {Record<string, string | boolean>} */
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const key = arg.slice(2).replace(/-([a-z])/g, (_, /** @type {string} */ c) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`Unknown option ${arg}`);
    if (typeof defaults[key] === 'boolean') options[key] = true;
    else options[key] = argv[++i] ?? '';
  }
  return /** @type {T} */ (options);
}
