// The real api (apps/api) in a child process for the integration tests: seeded into a fresh
// PGlite folder, then listening on a free port. Started as a program, never imported: a package
// does not depend on an app.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../../../../apps/api/', import.meta.url));
const TSX = join(API_DIR, 'node_modules/.bin/tsx');

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function run(script: string, env: NodeJS.ProcessEnv) {
  return spawn(TSX, ['--conditions=@lawfirm/source', script], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export async function startApi(): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-widget-api-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMS_PROVIDER: 'outbox',
  };

  const seed = run('src/seed.ts', env);
  let seedErrors = '';
  seed.stderr.on('data', (chunk: Buffer) => (seedErrors += chunk.toString()));
  const seeded = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
  if (seeded !== 0) throw new Error(`the api seed failed (${seeded}): ${seedErrors}`);

  const api = run('src/main.ts', env);
  let errors = '';
  api.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => api.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers; the loop ends when the process does.
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    const answer = await fetch(`${url}/chatctm/ctf/ws-init`, { method: 'POST' }).catch(() => null);
    if (answer) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!running) throw new Error(`the api did not start: ${errors}`);

  return {
    url,
    async stop() {
      api.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
