// @vitest-environment node
// The realtime client against a real WebSocket server on this machine, with the platform's own
// WebSocket as the browser's stand-in; timers (heartbeat, reconnect delay) on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HEARTBEAT_MS, RECONNECT_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from '../constants';

import { createRealtimeClient } from './realtime-client';
import type { NetworkStatus, RealtimeClient, Visibility } from './realtime-client';
import type { ServerEvent } from './realtime-events';
import { startSocketServer } from './test-support/socket-server';
import type { SocketServer } from './test-support/socket-server';

let server: SocketServer;
let client: RealtimeClient | undefined;

beforeEach(async () => {
  server = await startSocketServer();
  // IO stays real; only the clock the client waits on is fake.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(async () => {
  client?.close();
  client = undefined;
  vi.useRealTimers();
  await server.close();
});

function recorder() {
  const log: Array<{ kind: string; value?: unknown }> = [];
  const wakers: Array<() => void> = [];
  const push = (kind: string, value?: unknown) => {
    log.push({ kind, value });
    wakers.splice(0).forEach((resume) => resume());
  };
  const until = async (kind: string, count = 1) => {
    while (log.filter((entry) => entry.kind === kind).length < count) {
      await new Promise<void>((resume) => wakers.push(resume));
    }
    return log.filter((entry) => entry.kind === kind)[count - 1]!;
  };
  return { log, push, until };
}

function visibilityOf(initial: boolean) {
  let visible = initial;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    onVisible(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return {
    visibility,
    set(value: boolean) {
      visible = value;
      if (value) listeners.forEach((callback) => callback());
    },
  };
}

/** The browser's `online` event, fired by the test. */
function networkStub() {
  const listeners = new Set<() => void>();
  const network: NetworkStatus = {
    onOnline(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return { network, goOnline: () => listeners.forEach((callback) => callback()) };
}

/** The platform's WebSocket, each one telling when its close event has been dispatched. */
const clientSockets: ClosingWatchedSocket[] = [];
class ClosingWatchedSocket extends WebSocket {
  readonly heardClose: Promise<void>;
  constructor(url: string | URL) {
    super(url);
    clientSockets.push(this);
    // Registered before the client's own listener: settled once every listener has run.
    this.heardClose = new Promise((resolve) =>
      this.addEventListener('close', () => resolve(), { once: true }),
    );
  }
}

function start({
  visible = true,
  WebSocket,
}: { visible?: boolean; WebSocket?: typeof globalThis.WebSocket } = {}) {
  const record = recorder();
  const page = visibilityOf(visible);
  const online = networkStub();
  client = createRealtimeClient({
    init: server.init,
    onEvent: (event: ServerEvent) => record.push('event', event),
    onConnectionChange: (connected) => record.push(connected ? 'up' : 'down'),
    onReady: (droppedAt) => record.push('ready', droppedAt),
    onExpired: () => record.push('expired'),
    visibility: page.visibility,
    network: online.network,
    ...(WebSocket ? { WebSocket } : {}),
  });
  client.watch(7);
  client.start();
  return { record, page, client, online };
}

describe('realtime client', () => {
  it('connects with the ws-init token and watches the inquiry once ready', async () => {
    const { record } = start();
    const connection = await server.connection(1);
    expect(connection.token).toBe('t1');

    connection.send('connection.ready');
    expect((await record.until('ready')).value).toBeNull();
    expect(await connection.nextFrame('inquiry.watching')).toEqual({
      event: 'inquiry.watching',
      data: { chat_inquiry_number: 7 },
    });
    expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready']);
  });

  it('hands on the events it can read and drops the others', async () => {
    const { record } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    connection.socket.send('not json');
    connection.send('inquiry.assigned', { chat_inquiry_number: 7, manager_name: '김상담' });
    connection.send('typing.started', { chat_inquiry_number: 7, sender_type: 'MSP00100004' });

    const typing = await record.until('event');
    expect(typing.value).toEqual({
      event: 'typing.started',
      data: { chat_inquiry_number: 7, sender_type: 'MSP00100004' },
    });
    expect(record.log.filter((entry) => entry.kind === 'event')).toHaveLength(1);
  });

  it('sends a heartbeat every 30 s while mounted', async () => {
    start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await connection.nextFrame('inquiry.watching');

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await connection.nextFrame('heartbeat');
    const heard = connection.frames.length;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await connection.nextFrame('heartbeat', heard);
    expect(connection.frames.map((frame) => frame.event)).toEqual([
      'inquiry.watching',
      'heartbeat',
      'heartbeat',
    ]);
  });

  it('reconnects 3000 ms after a drop with a new token, watches again and says when it dropped', async () => {
    const { record } = start();
    const first = await server.connection(1);
    first.send('connection.ready');
    await record.until('ready');

    const droppedAt = Date.now();
    first.socket.close(1011);
    await record.until('down');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(server.inits).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    const second = await server.connection(2);
    expect(second.token).toBe('t2');
    second.send('connection.ready');
    expect((await record.until('ready', 2)).value).toBe(droppedAt);
    await second.nextFrame('inquiry.watching');
    expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready', 'down', 'up', 'ready']);
  });

  it('asks ws-init again after close 4401 before reconnecting', async () => {
    const { record } = start();
    const first = await server.connection(1);
    first.socket.close(4401);
    await record.until('down');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    const second = await server.connection(2);
    expect(server.inits).toBe(2);
    expect(second.token).toBe('t2');
  });

  it('never reconnects after user.expired and the close 4403 that follows', async () => {
    const { record } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    connection.send('user.expired');
    await record.until('expired');
    connection.socket.close(4403);
    await connection.closed;

    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
    expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready', 'expired']);
  });

  it('treats a bare close 4403 as expired too', async () => {
    const { record } = start();
    (await server.connection(1)).socket.close(4403);
    await record.until('expired');
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
  });

  // spec §4 user.expired: the inquiry went to another device while the socket was down, and the
  // api refuses to watch it again (api README, Realtime socket: the refusal names it).
  it('signs out, closes and never reconnects when the api refuses the inquiry it watches', async () => {
    const { record } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await connection.nextFrame('inquiry.watching');
    connection.send('error', {
      result_cd: 'E000600014',
      result_msg: 'inquiry 7 is not yours',
      chat_inquiry_number: 7,
    });
    await record.until('expired');
    expect(await connection.closed).toBe(1000);

    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
    expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready', 'expired']);
  });

  it("signs out for a refused inquiry that its group's other tabs watch through it", async () => {
    const { record, client: realtime } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await record.until('ready');
    realtime.send({ event: 'inquiry.watching', data: { chat_inquiry_number: 9 } });
    await connection.nextFrame('inquiry.watching', 1);
    connection.send('error', { result_cd: 'E000600014', chat_inquiry_number: 9 });
    await record.until('expired');
  });

  it('ignores other refusals: of an inquiry it left, of none, or with another code', async () => {
    const { record, client: realtime } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await connection.nextFrame('inquiry.watching');
    realtime.watch(8);
    await connection.nextFrame('inquiry.left');
    connection.send('error', { result_cd: 'E000600014', chat_inquiry_number: 7 });
    connection.send('error', { result_cd: 'E000600014' });
    connection.send('error', { result_cd: 'E000100001', chat_inquiry_number: 8 });
    connection.send('error', { result_cd: 'CE000200001', result_msg: 'malformed' });
    // Frames arrive in order: once this one is heard, the refusals before it have been read.
    connection.send('typing.started', { chat_inquiry_number: 8, sender_type: 'MSP00100004' });
    await record.until('event');
    expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready', 'event']);
    expect(connection.socket.readyState).toBe(connection.socket.OPEN);
  });

  it('signs out when told (a refused catch-up), closing the socket for good', async () => {
    const { record, client: realtime } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await record.until('ready');
    realtime.expire();
    await record.until('expired');
    expect(await connection.closed).toBe(1000);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
  });

  it('waits for the page to be visible before reconnecting', async () => {
    const { record, page } = start();
    const first = await server.connection(1);
    first.send('connection.ready');
    await record.until('ready');
    page.set(false);
    first.socket.close(1011);
    await record.until('down');

    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
    page.set(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect((await server.connection(2)).token).toBe('t2');
  });

  describe('a half-open socket (DESIGN.md §5: every heartbeat is answered)', () => {
    it('keeps a socket whose heartbeats are answered, with a frame the widget does not read', async () => {
      const { record } = start();
      const connection = await server.connection(1);
      connection.send('connection.ready');
      await record.until('ready');
      for (let beat = 1; beat <= 5; beat += 1) {
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        await connection.nextFrame('heartbeat', connection.frames.length - 1);
        connection.send('heartbeat.ack');
        await vi.waitFor(() => expect(connection.socket.readyState).toBe(connection.socket.OPEN));
      }
      // Let the last answer land before the next beat is due.
      await vi.advanceTimersByTimeAsync(0);
      expect(record.log.map((entry) => entry.kind)).toEqual(['up', 'ready']);
      expect(server.inits).toBe(1);
    });

    it('drops a socket that brings no frame while two heartbeats go out, reconnects and catches up from its last frame', async () => {
      const { record } = start();
      const first = await server.connection(1);
      first.send('connection.ready');
      await record.until('ready');
      // The last sign of life, then silence: nothing reaches the client, nothing closes.
      await vi.advanceTimersByTimeAsync(1_000);
      first.send('typing.started', { chat_inquiry_number: 7, sender_type: 'MSP00100004' });
      await record.until('event');
      const lastFrameAt = Date.now();

      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1_000);
      await first.nextFrame('heartbeat');
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      expect(first.frames.filter((frame) => frame.event === 'heartbeat')).toHaveLength(2);
      expect(record.log.map((entry) => entry.kind)).not.toContain('down');
      // The third interval finds both unanswered: down at once, the socket given up.
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      await record.until('down');
      expect(await first.closed).toBe(4000);

      await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
      const second = await server.connection(2);
      second.send('connection.ready');
      // The catch-up asks from the last frame the silent socket brought.
      expect((await record.until('ready', 2)).value).toBe(lastFrameAt);
      expect(record.log.map((entry) => entry.kind)).toEqual([
        'up',
        'ready',
        'event',
        'down',
        'up',
        'ready',
      ]);
    });

    it('gives up on a socket that never says ready', async () => {
      const { record } = start();
      const first = await server.connection(1);
      await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
      await record.until('down');
      expect(await first.closed).toBe(4000);
      await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
      expect((await server.connection(2)).token).toBe('t2');
    });
  });

  describe('past the spec attempts (DESIGN.md §5)', () => {
    /** Every socket after the first is refused at once, as a network that is down. */
    async function downForGood() {
      const started = start({ WebSocket: ClosingWatchedSocket });
      const first = await server.connection(1);
      first.send('connection.ready');
      await started.record.until('ready');
      /** Closes the newest socket, once the client has heard the close (and planned a retry). */
      const refuse = async () => {
        const heard = clientSockets.at(-1)!.heardClose;
        server.connections.at(-1)!.socket.close(1011);
        await heard;
      };
      await refuse();
      await started.record.until('down');
      return { ...started, refuse };
    }

    it('keeps trying after the tenth failure while visible, at most 30 s apart', async () => {
      const { refuse } = await downForGood();
      for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS + 4; attempt += 1) {
        await vi.advanceTimersByTimeAsync(30_000);
        await server.connection(attempt + 1);
        await refuse();
      }
      expect(server.inits).toBe(1 + RECONNECT_MAX_ATTEMPTS + 4);
    });

    it('tries at once when the browser goes online, and on the retry button', async () => {
      const { online, client: realtime, record, refuse } = await downForGood();
      for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS; attempt += 1) {
        await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
        await server.connection(attempt + 1);
        await refuse();
      }
      // Now the backoff waits 6 s; the network comes back before.
      await vi.advanceTimersByTimeAsync(1_000);
      online.goOnline();
      const back = await server.connection(RECONNECT_MAX_ATTEMPTS + 2);
      back.send('connection.ready');
      await record.until('ready', 2);

      // Dropped again: the banner's button does not wait for the 3000 ms.
      back.socket.close(1011);
      await record.until('down', 2);
      realtime.retryNow();
      await server.connection(RECONNECT_MAX_ATTEMPTS + 3);
      // Once, however often it is pressed while that attempt is under way.
      realtime.retryNow();
      online.goOnline();
      await vi.advanceTimersByTimeAsync(0);
      expect(server.inits).toBe(RECONNECT_MAX_ATTEMPTS + 3);
    });
  });

  it('closes the socket and stops every timer on close', async () => {
    const { client: realtime } = start();
    const connection = await server.connection(1);
    connection.send('connection.ready');
    await connection.nextFrame('inquiry.watching');

    realtime.close();
    expect(await connection.closed).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAY_MS);
    expect(server.inits).toBe(1);
  });
});
