// spec/chat-widget.md §4 Realtime events and Reconnect, over the api's socket (api README
// "Realtime socket"): ws-init gives a URL and a one-socket token; frames are `{ event, data }`.
// Every (re)connection asks ws-init first, because a connection token opens one socket only
// (which also answers close 4401: an expired or used token). The api answers each heartbeat,
// so a socket that stays silent while heartbeats go out is half-open (DESIGN.md §5): frames
// lost both ways and no close ever coming. It is dropped like a closed one, and reopened.
// An inquiry shown here that went to another device while the socket was down is learnt from
// the api's refusal to watch it again, and signs the device out as user.expired does (§4).
import { HEARTBEAT_MAX_UNANSWERED, HEARTBEAT_MS, NO_ACCESS_PERMISSION_CODE } from '../constants';

import { SOCKET_CLOSE, parseServerFrame } from './realtime-events';
import type { ClientEvent, ServerEvent } from './realtime-events';
import { createReconnectPolicy } from './reconnect-policy';
import type { ReconnectPolicyOptions } from './reconnect-policy';

export interface Visibility {
  isVisible(): boolean;
  /** Calls back when the page becomes visible; returns the unsubscribe. */
  onVisible(callback: () => void): () => void;
}

/** The browser's network (DESIGN.md §5: a lost connection tries at once on `online`). */
export interface NetworkStatus {
  /** Calls back when the browser goes online again; returns the unsubscribe. */
  onOnline(callback: () => void): () => void;
}

export function browserNetwork(target: EventTarget | undefined = globalThis.window): NetworkStatus {
  return {
    onOnline(callback) {
      if (!target) return () => undefined;
      target.addEventListener('online', callback);
      return () => target.removeEventListener('online', callback);
    },
  };
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
  network?: NetworkStatus;
  /** The reconnect policy's numbers (tests only; the spec's by default). */
  reconnect?: Pick<ReconnectPolicyOptions, 'delayMs' | 'maxAttempts' | 'maxBackoffMs'>;
  /** The heartbeat interval (tests over a real api only; the spec's 30 s by default). */
  heartbeatMs?: number;
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
  /**
   * The api refused the inquiry this device shows (another device holds it now): handled as
   * user.expired (onExpired), the socket closed and never reopened.
   */
  expire(): void;
  /**
   * A lost connection tries again at once (the banner's retry button); nothing while connected
   * or while an attempt is under way.
   */
  retryNow(): void;
  /** Unmount: closes the socket, stops the heartbeat and any reconnect. */
  close(): void;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const visibility = options.visibility ?? documentVisibility();
  const network = options.network ?? browserNetwork();
  let socket: WebSocket | null = null;
  let ready = false;
  let connected: boolean | null = null;
  let droppedAt: number | null = null;
  let watching: number | null = null;
  let expired = false;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stopListening: Array<() => void> = [];
  /**
   * Heartbeats sent on the socket since its last frame. Counted rather than timed, so that a
   * background tab whose timers the browser slows down is not taken for a silent socket.
   */
  let unanswered = 0;
  let lastFrameAt = 0;
  /**
   * The inquiries watched over this socket: this tab's, and those its group's other tabs watch
   * through it (shared-realtime.ts). The api refusing one of them means it is no longer ours.
   */
  const shown = new Set<number>();

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
    // Noted sent or not: a watch that could not go out now goes out with the next ready.
    if (event.event === 'inquiry.watching' || event.event === 'inquiry.joined') {
      shown.add(event.data.chat_inquiry_number);
    } else if (event.event === 'inquiry.left') {
      shown.delete(event.data.chat_inquiry_number);
    }
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

  /** Signed out without the api's close 4403: the socket is closed here, and never reopened. */
  const signOut = () => {
    expire();
    const open = socket;
    socket = null;
    ready = false;
    open?.close(1000, 'signed out');
  };

  /** The connection is gone (or never came): note when, and let the policy retry. */
  const lost = (at = Date.now()) => {
    if (ready) droppedAt ??= at;
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
    } else if (event.event === 'error') {
      // Only the refusal of an inquiry shown here matters; other refusals change nothing.
      const refused = event.data.chat_inquiry_number;
      if (
        event.data.result_cd === NO_ACCESS_PERMISSION_CODE &&
        refused !== undefined &&
        shown.has(refused)
      ) {
        signOut();
      }
    } else {
      options.onEvent(event);
    }
  };

  /**
   * Every heartbeat interval: a socket that brought nothing while HEARTBEAT_MAX_UNANSWERED
   * heartbeats went out is dropped (the banner shows, the policy reconnects, the catch-up
   * fetches from its last frame); otherwise the next heartbeat goes out.
   */
  const beat = () => {
    const open = socket;
    if (!open) return;
    if (unanswered >= HEARTBEAT_MAX_UNANSWERED) {
      socket = null;
      // Its close would come only when the browser gives the handshake up: not waited for.
      open.close(4000, 'no heartbeat answer');
      lost(lastFrameAt);
      return;
    }
    // A socket still opening counts too: its first frame (connection.ready) is as overdue.
    send({ event: 'heartbeat', data: {} });
    unanswered += 1;
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
    unanswered = 0;
    lastFrameAt = Date.now();
    opened.addEventListener('message', (message: MessageEvent) => {
      if (socket !== opened) return;
      // Any frame is a sign of life, one the widget reads or not (heartbeat.ack).
      unanswered = 0;
      lastFrameAt = Date.now();
      if (typeof message.data !== 'string') return;
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
      heartbeat = setInterval(beat, options.heartbeatMs ?? HEARTBEAT_MS);
      stopListening = [
        visibility.onVisible(() => policy.visible()),
        network.onOnline(() => policy.retryNow()),
      ];
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
    expire: signOut,
    retryNow: () => policy.retryNow(),
    close() {
      closed = true;
      policy.dispose();
      if (heartbeat !== undefined) clearInterval(heartbeat);
      heartbeat = undefined;
      for (const stop of stopListening.splice(0)) stop();
      const open = socket;
      socket = null;
      ready = false;
      open?.close(1000);
    },
  };
}
