// The operator feed (GET /chatops/events, apps/api README "Live feed") read with fetch and a
// ReadableStream: a browser's EventSource cannot send the Authorization header. The stream
// ends when the server drops it (a restart, a reader too far behind): reconnect after a wait
// that doubles up to a ceiling, and starts over once a connection reaches feed.ready. Events
// are not replayed, so whoever listens fetches its lists again on each feed.ready.
import { OPERATOR_FEED_EVENTS } from '@lawfirm/api-client/operator';

import { SESSION_OVER_CODES } from '../api/operator-call';
import { createSseParser } from './sse-parser';
import type { FeedEvent } from './sse-parser';

export const RECONNECT_DELAYS_MS = { first: 1_000, max: 30_000 } as const;

/** The wait before reconnect attempt `attempt` (0 for the first after a drop). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_DELAYS_MS.first * 2 ** attempt, RECONNECT_DELAYS_MS.max);
}

export interface FeedOptions {
  /** The feed's URL with its query (watch=…), read at each (re)connection. */
  url(): string;
  token(): string | null;
  onEvent(event: FeedEvent): void;
  /** The session is over (a 401 answer, or session.expired): the feed stops. */
  onSessionOver(): void;
  /** The connection state, for the console's status line. */
  onStatus?(status: 'connecting' | 'live' | 'waiting'): void;
  fetch?: typeof fetch;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface FeedConnection {
  /** Drop the current connection and connect again at once (e.g. the watched set changed). */
  restart(): void;
  close(): void;
}

export function connectFeed(options: FeedOptions): FeedConnection {
  const doFetch = options.fetch ?? ((...args) => fetch(...args));
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const stop = () => {
    closed = true;
    controller?.abort();
    if (timer !== null) cancel(timer);
    timer = null;
  };

  const retry = () => {
    if (closed) return;
    options.onStatus?.('waiting');
    timer = schedule(() => {
      timer = null;
      void open();
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  const open = async () => {
    if (closed) return;
    const token = options.token();
    if (!token) {
      stop();
      options.onSessionOver();
      return;
    }
    controller = new AbortController();
    const { signal } = controller;
    options.onStatus?.('connecting');
    try {
      const response = await doFetch(options.url(), {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as {
          result_info?: { result_cd?: string };
        } | null;
        if (SESSION_OVER_CODES.has(body?.result_info?.result_cd ?? '')) {
          stop();
          options.onSessionOver();
          return;
        }
        retry();
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          if (event.event === OPERATOR_FEED_EVENTS.sessionExpired) {
            stop();
            options.onSessionOver();
            return;
          }
          if (event.event === OPERATOR_FEED_EVENTS.ready) {
            attempt = 0;
            options.onStatus?.('live');
          }
          options.onEvent(event);
        }
      }
      retry();
    } catch {
      if (!signal.aborted) retry();
    }
  };

  void open();
  return {
    restart() {
      if (closed) return;
      controller?.abort();
      if (timer !== null) cancel(timer);
      timer = null;
      attempt = 0;
      void open();
    },
    close: stop,
  };
}
