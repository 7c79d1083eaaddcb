// /healthz under a flood of the chat's realtime socket (apps/api README, Limits): ten probes
// request /healthz in a loop while nothing else runs, then while one and then ten sockets each
// send 5,000 inquiry.watching frames at once (about 350 KB, what once stalled the api for
// seconds). A request still unanswered when the time is up is waited for and counted with its
// full time, so a stall shows (autocannon leaves such requests out of its percentiles).
// A flooder whose socket is closed (4429) opens another and floods again until the measurement
// ends, as an attacker would, within what ws-init lets it open. Every flooder is a visitor of
// its own with an inquiry, as the widget makes them (spec/chat-widget.md §7), from this machine's
// one address. Printed as a table with each p99's ratio to the quiet one measured in the same run.
import { Worker } from 'node:worker_threads';

import { FLOOD_FRAMES } from '@repo/test-fixtures';

import { chatCall } from './chat-call.mjs';

const SCENARIOS = [0, 1, 10];
/** Probes requesting /healthz in a loop, each one request at a time. */
const CONNECTIONS = 10;
/** A probe gives up on a request after this long (and counts it failed, with this time). */
const PROBE_TIMEOUT_MS = 60_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 2;

/** A visitor with an inquiry of its own. */
async function newVisitor(origin) {
  const auth = await chatCall(origin, '/chatctm/ctf/crtfica', { center_code: 'CT0000' });
  if (auth.code !== 'OK') throw new Error(`crtfica answered ${auth.status} ${auth.code}`);
  const { token, channel_number: channel } = auth.data;
  const inquiry = await chatCall(
    origin,
    '/chatctm/chi/chatinquirygeneration',
    { channel_number: channel, current_url: `${origin}/` },
    token,
  );
  if (inquiry.code !== 'OK') throw new Error(`inquiry generation answered ${inquiry.code}`);
  return { token, inquiry: inquiry.data.chat_inquiry_number };
}

/**
 * /healthz requested by CONNECTIONS probes until `stop` resolves, then each probe's last
 * request waited for: every request's time in ms, and how many failed.
 */
async function probe(url, stop) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const times = [];
  let failed = 0;
  const loop = async () => {
    while (!stopped) {
      const start = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { times: times.sort((a, b) => a - b), failed };
}

/** The time below which `share` of the sorted times fall. */
const percentile = (sorted, share) =>
  sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];

const after = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** /healthz latency (ms) for DURATION_S, while `flooders` visitors flood. */
async function measure(origin, flooders) {
  const visitors = [];
  for (let count = 0; count < flooders; count += 1) visitors.push(await newVisitor(origin));
  // The flooders in a thread of their own: sending 50,000 frames must not hold up the probes'
  // event loop, or the bench would time itself instead of the api.
  const worker = new Worker(new URL('./socket-flooder.mjs', import.meta.url), {
    workerData: { origin, visitors, frames: FLOOD_FRAMES, durationMs: DURATION_S * 1000 },
  });
  const tallied = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const probed = await probe(`${origin}/healthz`, after(DURATION_S));
  const tally = await tallied;
  await worker.terminate();
  return { ...probed, tally };
}

/** The table rows: the quiet baseline, then one and ten flooding sockets. */
export async function measureSocketFlood(origin) {
  // Warm-up, as the throughput bench does: the first requests pay for compilation and caches.
  await probe(`${origin}/healthz`, after(WARM_UP_S));
  const rows = [];
  let quietP99;
  for (const flooders of SCENARIOS) {
    const { times, failed, tally } = await measure(origin, flooders);
    const p99 = percentile(times, 0.99);
    quietP99 ??= Math.max(p99, 1);
    rows.push({
      scenario: flooders === 0 ? 'quiet' : `${flooders} flooding socket${flooders > 1 ? 's' : ''}`,
      'sockets opened': tally.sockets,
      'frames sent': tally.frames,
      'closed with': Object.entries(tally.closes)
        .map(([code, count]) => `${code} ×${count}`)
        .join(', '),
      'ws-init refused': tally.refusedInits,
      '/healthz req': times.length,
      failed,
      'p50 ms': Math.round(percentile(times, 0.5)),
      'p99 ms': Math.round(p99),
      'max ms': Math.round(times.at(-1) ?? NaN),
      'p99 ratio': (p99 / quietP99).toFixed(2),
    });
  }
  return { rows, connections: CONNECTIONS, duration: DURATION_S, frames: FLOOD_FRAMES };
}
