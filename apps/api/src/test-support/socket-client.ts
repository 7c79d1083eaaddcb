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
  send(event: string, data?: unknown): void;
}

export function connect(url: string, options: { autoPong?: boolean } = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, { autoPong: options.autoPong ?? true });
  const events: ChatEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ChatEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = (event: string, timeoutMs = 5_000) =>
    new Promise<ChatEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        const found = events.find((candidate) => candidate.event === event);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        events,
        closed,
        next,
        send: (event, data = {}) => socket.send(JSON.stringify({ event, data })),
      }),
    );
  });
}
