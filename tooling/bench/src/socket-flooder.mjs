// The flooders of socket-flood.mjs, in a worker thread: each visitor of `workerData` floods
// the api's realtime socket until `durationMs` has passed, then the tally is posted back.
import { parentPort, workerData } from 'node:worker_threads';

import WebSocket from 'ws';

import { chatCall } from './chat-call.mjs';

/**
 * Floods from one visitor until `stop` resolves: each round opens a socket and sends
 * `frames` frames at once, then waits for the api to close it (a socket the api never
 * closes is left when the measurement ends). Stops early when ws-init refuses.
 */
async function flood(origin, { token, inquiry }, stop, tally) {
  const frame = JSON.stringify({
    event: 'inquiry.watching',
    data: { chat_inquiry_number: inquiry },
  });
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    const init = await chatCall(origin, '/chatctm/ctf/ws-init', {}, token);
    if (init.code !== 'OK') {
      tally.refusedInits += 1;
      return;
    }
    const url = new URL(init.data.connection_url);
    url.searchParams.set('token', init.data.connection_token);
    // The product's own origin: PUBLIC_URL may name another host.
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${url.pathname}${url.search}`);
    const code = await new Promise((resolve) => {
      socket.on('error', () => undefined);
      socket.on('close', (closeCode) => resolve(closeCode));
      socket.on('message', (data) => {
        if (!data.toString().includes('connection.ready')) return;
        tally.sockets += 1;
        for (let count = 0; count < frames; count += 1) socket.send(frame);
        tally.frames += frames;
      });
      void stop.then(() => resolve('open at the end'));
    });
    socket.terminate();
    tally.closes[code] = (tally.closes[code] ?? 0) + 1;
  }
}

const { origin, visitors, frames, durationMs } = workerData;
const tally = { sockets: 0, frames: 0, refusedInits: 0, closes: {} };
const stop = new Promise((resolve) => setTimeout(resolve, durationMs));
await Promise.all(visitors.map((visitor) => flood(origin, visitor, stop, tally)));
parentPort.postMessage(tally);
