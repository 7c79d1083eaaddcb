// @vitest-environment node
// The realtime client against a real WebSocket server on this machine, with the platform's own
// WebSocket as the browser's stand-in; timers (heartbeat, reconnect delay) on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HEARTBEAT_MS, RECONNECT_DELAY_MS } from '../constants';

import { createRealtimeClient } from './realtime-client';
import type { RealtimeClient, Visibility } from './realtime-client';
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

function start(visible = true) {
  const record = recorder();
  const page = visibilityOf(visible);
  client = createRealtimeClient({
    init: server.init,
    onEvent: (event: ServerEvent) => record.push('event', event),
    onConnectionChange: (connected) => record.push(connected ? 'up' : 'down'),
    onReady: (droppedAt) => record.push('ready', droppedAt),
    onExpired: () => record.push('expired'),
    visibility: page.visibility,
  });
  client.watch(7);
  client.start();
  return { record, page, client };
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
