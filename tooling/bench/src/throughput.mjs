// Read throughput of the built product against baselines measured in the same run: each api
// content route against a bare Fastify sending the same bytes, the server-rendered home page
// against a static file server sending the same HTML. autocannon drives each in turn with the
// same connections and duration; no Accept-Encoding is sent, so nobody compresses.
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

/** Two cores: 50 connections keep both busy without measuring queueing alone. */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;

/** Targets (issue "the api under hostile input and load", item 6). */
export const RATIO_TARGET = 0.5;
export const PAGE_P99_TARGET_MS = 100;

/** What is measured: `baselinePath` on the baseline server answers the same bytes. */
const TARGETS = [
  { route: '/api/center/list', kind: 'api', baselinePath: '/api/center/list' },
  { route: '/api/faq/list', kind: 'api', baselinePath: '/api/faq/list' },
  { route: '/ (home, SSR)', path: '/', kind: 'page', baselinePath: '/static-home/' },
];

/** The body and content type the product answers at `url`, uncompressed. */
async function capture(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

async function startBaseline(port, dir) {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'baseline-server.mjs'), [
    String(port),
    dir,
  ]);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** req/s and latency percentiles (ms) of `url` under load; non-2xx answers count as errors. */
async function load(url, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function measure(url) {
  await load(url, WARM_UP_S);
  return load(url, DURATION_S);
}

/**
 * Measures every target; `origin` is the running product, `baselinePort` a free port. Returns
 * the table rows and whether every target was met.
 */
export async function measureThroughput(origin, baselinePort) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-baseline-'));
  const routes = [];
  for (const target of TARGETS) {
    const { body, contentType } = await capture(`${origin}${target.path ?? target.route}`);
    if (target.kind === 'page') {
      await writeFile(join(dir, 'index.html'), body);
    } else {
      const file = `${routes.length}.body`;
      await writeFile(join(dir, file), body);
      routes.push({ path: target.baselinePath, file, contentType });
    }
    target.bytes = body.length;
  }
  await writeFile(join(dir, 'routes.json'), JSON.stringify(routes));
  const baseline = await startBaseline(baselinePort, dir);
  const rows = [];
  let met = true;
  try {
    for (const target of TARGETS) {
      const product = await measure(`${origin}${target.path ?? target.route}`);
      const base = await measure(`http://127.0.0.1:${baselinePort}${target.baselinePath}`);
      const ratio = product.rps / base.rps;
      const ok =
        ratio >= RATIO_TARGET && (target.kind !== 'page' || product.p99 < PAGE_P99_TARGET_MS);
      met &&= ok;
      rows.push({
        route: target.route,
        KB: (target.bytes / 1024).toFixed(1),
        'req/s': Math.round(product.rps),
        'baseline req/s': Math.round(base.rps),
        ratio: ratio.toFixed(2),
        'p50 ms': product.p50,
        'p99 ms': product.p99,
        target:
          target.kind === 'page'
            ? `≥ ${RATIO_TARGET}, p99 < ${PAGE_P99_TARGET_MS} ms`
            : `≥ ${RATIO_TARGET}`,
        verdict: ok ? 'met' : 'MISSED',
      });
    }
  } finally {
    await baseline.stop();
    await rm(dir, { recursive: true, force: true });
  }
  return { rows, met, connections: CONNECTIONS, duration: DURATION_S };
}
