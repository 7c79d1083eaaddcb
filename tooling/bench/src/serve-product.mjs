// Starts the built product (tooling/scripts/serve.mjs, what `npm start` serves) on its own
// port with a fresh seeded database, and stops it when asked.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** @param {{ port: number, demoPort: number }} ports */
export async function serveProduct({ port, demoPort }) {
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, 'tooling', 'scripts', 'serve.mjs'),
      '--port',
      String(port),
      '--demo-port',
      String(demoPort),
      '--data-dir',
      join(repoRoot, '.data', 'bench'),
      '--fresh',
      '--seed',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the product did not become healthy within 120 s (did you run pnpm build?)');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    /** The widget demo page (a third-party page on another origin). */
    demoOrigin: `http://127.0.0.1:${demoPort}`,
    // A product that already exited (it crashed, or was stopped from outside) is stopped.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
