// A WebSocket client for tests (ws): connects, keeps every event it hears, and waits for one.
import { WebSocket } from 'ws';

import type { ChatEvent } from '../chat/event-bus';

/** A connected socket and everything it has heard. */
export interface TestSocket {
  socket: WebSocket;
  events: ChatEvent[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first event of that name (already heard or still to come). */
  next(event: string, timeoutMs?: number): Promise<ChatEvent>;
  /** Resolves with the first event that matches (already heard or still to come). */
  waitFor(
    match: (event: ChatEvent) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<ChatEvent>;
  /**
   * Resolves once every frame sent so far has been handled: frames are handled in order, so
   * the CE000200001 answering a malformed frame sent now comes after them all (when none of
   * them is malformed itself).
   */
  handled(timeoutMs?: number): Promise<void>;
  send(event: string, data?: unknown): void;
}

export interface ConnectOptions {
  /** Answer the server's pings (true by default); false plays a dead client. */
  autoPong?: boolean;
  /** Headers of the upgrade request (X-Forwarded-For, where the api trusts the loopback). */
  headers?: Record<string, string>;
}

export function connect(url: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, {
    autoPong: options.autoPong ?? true,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const events: ChatEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ChatEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  /** The first value `find` returns from what was heard, now or when it is heard. */
  const until = <T>(find: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${what} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        const found = find();
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  const waitFor = (match: (event: ChatEvent) => boolean, what: string, timeoutMs = 5_000) =>
    until(() => events.find(match), what, timeoutMs);
  const next = (event: string, timeoutMs = 5_000) =>
    waitFor((candidate) => candidate.event === event, event, timeoutMs);
  const malformedAnswers = () =>
    events.filter(
      (candidate) => candidate.event === 'error' && candidate.data.result_cd === 'CE000200001',
    ).length;
  const handled = async (timeoutMs = 5_000) => {
    const before = malformedAnswers();
    socket.send('handled?');
    await until(
      () => (malformedAnswers() > before ? true : undefined),
      'answer to a marker frame',
      timeoutMs,
    );
  };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        events,
        closed,
        next,
        waitFor,
        handled,
        send: (event, data = {}) => socket.send(JSON.stringify({ event, data })),
      }),
    );
  });
}
