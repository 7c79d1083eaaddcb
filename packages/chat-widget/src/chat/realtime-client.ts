// spec/chat-widget.md §4 Realtime events and Reconnect, over the api's socket (api README
// "Realtime socket"): ws-init gives a URL and a one-socket token; frames are `{ event, data }`.
// Every (re)connection asks ws-init first, because a connection token opens one socket only
// (which also answers close 4401: an expired or used token).
import { HEARTBEAT_MS } from '../constants';

import { SOCKET_CLOSE, parseServerFrame } from './realtime-events';
import type { ClientEvent, ServerEvent } from './realtime-events';
import { createReconnectPolicy } from './reconnect-policy';
import type { ReconnectPolicyOptions } from './reconnect-policy';

export interface Visibility {
  isVisible(): boolean;
  /** Calls back when the page becomes visible; returns the unsubscribe. */
  onVisible(callback: () => void): () => void;
}

/** The page's visibility (spec §4 Reconnect: "only while the page is visible"). */
export function documentVisibility(doc: Document | undefined = globalThis.document): Visibility {
  return {
    isVisible: () => doc?.visibilityState === 'visible',
    onVisible(callback) {
      if (!doc) return () => undefined;
      const listener = () => {
        if (doc.visibilityState === 'visible') callback();
      };
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface RealtimeClientOptions {
  /** ws-init (spec §7): where to connect and with which token. */
  init: () => Promise<{ connection_url: string; connection_token: string }>;
  /** Every server event but connection.ready and user.expired, which the client handles. */
  onEvent: (event: ServerEvent) => void;
  /** spec §3 isConnected. */
  onConnectionChange: (connected: boolean) => void;
  /**
   * connection.ready, after `inquiry.watching` went out. `droppedAt` is when the previous
   * connection dropped (ms), null on the first one: fetch what was missed since.
   */
  onReady: (droppedAt: number | null) => void;
  /** user.expired or close 4403 (spec §4): never reconnected. */
  onExpired: () => void;
  WebSocket?: typeof WebSocket;
  visibility?: Visibility;
  /** The reconnect policy's numbers (tests only; the spec's by default). */
  reconnect?: Pick<ReconnectPolicyOptions, 'delayMs' | 'maxAttempts'>;
}

export interface RealtimeClient {
  /** Connects and starts the heartbeat. */
  start(): void;
  /**
   * The inquiry whose events to receive (spec §4 inquiry.watching), sent again on every ready;
   * the one watched before is left (inquiry.left).
   */
  watch(inquiryNumber: number | null): void;
  /** Sends a frame if connected; false otherwise. */
  send(event: ClientEvent): boolean;
  /** Unmount: closes the socket, stops the heartbeat and any reconnect. */
  close(): void;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const visibility = options.visibility ?? documentVisibility();
  let socket: WebSocket | null = null;
  let ready = false;
  let connected: boolean | null = null;
  let droppedAt: number | null = null;
  let watching: number | null = null;
  let expired = false;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stopVisibility: (() => void) | undefined;

  const policy = createReconnectPolicy({
    reconnect: () => void connect(),
    isVisible: visibility.isVisible,
    ...options.reconnect,
  });

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onConnectionChange(value);
  };

  const send = (event: ClientEvent) => {
    if (!socket || !ready || socket.readyState !== Socket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  };

  const sendWatching = () => {
    if (watching !== null) {
      send({ event: 'inquiry.watching', data: { chat_inquiry_number: watching } });
    }
  };

  const expire = () => {
    if (expired) return;
    expired = true;
    policy.stopForever();
    options.onExpired();
  };

  /** The connection is gone (or never came): note when, and let the policy retry. */
  const lost = () => {
    if (ready) droppedAt ??= Date.now();
    ready = false;
    setConnected(false);
    if (!closed && !expired) policy.disconnected();
  };

  const receive = (event: ServerEvent) => {
    if (event.event === 'connection.ready') {
      ready = true;
      policy.connected();
      setConnected(true);
      sendWatching();
      const since = droppedAt;
      droppedAt = null;
      options.onReady(since);
    } else if (event.event === 'user.expired') {
      expire();
    } else {
      options.onEvent(event);
    }
  };

  async function connect() {
    if (closed || expired || socket) return;
    let init: Awaited<ReturnType<RealtimeClientOptions['init']>>;
    try {
      init = await options.init();
    } catch {
      lost();
      return;
    }
    if (closed || expired || socket) return;
    const url = new URL(init.connection_url);
    url.searchParams.set('token', init.connection_token);
    const opened = new Socket(url.href);
    socket = opened;
    opened.addEventListener('message', (message: MessageEvent) => {
      if (socket !== opened || typeof message.data !== 'string') return;
      const event = parseServerFrame(message.data);
      if (event) receive(event);
    });
    // An error is always followed by close; the close decides.
    opened.addEventListener('close', (event: CloseEvent) => {
      if (socket !== opened) return;
      socket = null;
      // Signed out by a newer device: the "another device" banner says it all; the "not
      // smooth" one would only add noise, so isConnected stays as it was.
      if (expired || event.code === SOCKET_CLOSE.expired) {
        ready = false;
        expire();
        return;
      }
      lost();
    });
  }

  return {
    start() {
      if (closed || heartbeat !== undefined) return;
      // spec §4: a heartbeat every 30 s while the widget is mounted.
      heartbeat = setInterval(() => send({ event: 'heartbeat', data: {} }), HEARTBEAT_MS);
      stopVisibility = visibility.onVisible(() => policy.visible());
      void connect();
    },
    watch(inquiryNumber) {
      if (watching === inquiryNumber) return;
      // The previous inquiry's events are no longer wanted (a new inquiry replaced it).
      if (watching !== null) {
        send({ event: 'inquiry.left', data: { chat_inquiry_number: watching } });
      }
      watching = inquiryNumber;
      sendWatching();
    },
    send,
    close() {
      closed = true;
      policy.dispose();
      if (heartbeat !== undefined) clearInterval(heartbeat);
      heartbeat = undefined;
      stopVisibility?.();
      const open = socket;
      socket = null;
      ready = false;
      open?.close(1000);
    },
  };
}
