// One mounted widget's chat: the calls, the store, the socket, start-up and the actions, wired
// together; the React hook (use-conversation.ts) holds one and disposes of it on unmount.
import type { ConversationActions } from '../conversation/conversation-model';

import type { BrowserEffects } from './browser-effects';
import { createChatApi } from './chat-api';
import type { ChatContext } from './chat-context';
import { createConversationActions } from './conversation-actions';
import { createHistoryActions } from './history-actions';
import type { HistoryActions } from './history-actions';
import { catchUp } from './conversation-loading';
import { createConversationStore } from './conversation-store';
import type { ConversationStore } from './conversation-store';
import { createRealtimeClient } from './realtime-client';
import type {
  NetworkStatus,
  RealtimeClient,
  RealtimeClientOptions,
  Visibility,
} from './realtime-client';
import { shareAuthentication } from './shared-authentication';
import { createSharedRealtime } from './shared-realtime';
import type { RealtimeHandlers } from './shared-realtime';
import { browserTabGroup, tabGroupName } from './tab-group';
import type { TabGroup } from './tab-group';
import { startUp } from './start-up';
import type { StartUpOptions } from './start-up';
import { createTokenStore } from './token-store';

export interface ChatSessionOptions extends StartUpOptions {
  centerCode: string;
  /** The chat API's origin, without a trailing slash; '' for the page's. */
  apiBase: string;
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  visibility?: Visibility;
  network?: NetworkStatus;
  /** The socket's heartbeat and reconnect timing (tests over a real api; the spec's by default). */
  realtimeTiming?: Pick<RealtimeClientOptions, 'heartbeatMs' | 'reconnect'>;
  storage?: () => Storage | undefined;
  browser?: BrowserEffects;
  pageUrl?: () => string;
  log?: (message: string, error: unknown) => void;
  /** Waits between retried calls (tests pass their fake clock's). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The browser's tabs of this centre's chat (tab-group.ts); null: this tab alone, with its
   * own socket. By default the browser's group, where the browser has one.
   */
  tabGroup?: TabGroup | null;
}

export interface ChatSession {
  store: ConversationStore;
  actions: ConversationActions;
  /** The history and phone-verification views' actions (spec §4 Panel views). */
  history: HistoryActions;
  /** spec §4 step 1: the widget opened; start-up runs once. */
  start(): void;
  /** Start-up's end (tests; the hook reads the store). */
  readonly started: Promise<void> | null;
  /** Unmount: socket closed, timers cleared, late answers ignored. */
  dispose(): void;
}

const consoleLog = (message: string, error: unknown) => console.warn(`[chat] ${message}`, error);

export function createChatSession(options: ChatSessionOptions): ChatSession {
  let disposed = false;
  let started: Promise<void> | null = null;
  const store = createConversationStore();
  const tokens = createTokenStore(options.centerCode, options.storage);
  const group =
    options.tabGroup === undefined
      ? browserTabGroup(tabGroupName(options.centerCode))
      : options.tabGroup;
  // Alone, a tab leads itself; in a group, the lock decides (start()).
  let leading = group === null;
  const api = createChatApi({
    apiBase: options.apiBase,
    centerCode: options.centerCode,
    tokens,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(group
      ? { shareAuthentication: shareAuthentication({ group, isLeader: () => leading }) }
      : {}),
  });
  const log = options.log ?? consoleLog;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const ctx: ChatContext = {
    apiBase: options.apiBase,
    api,
    store,
    realtime: {
      start: () => realtime.start(),
      watch: (n) => realtime.watch(n),
      send: (event) => realtime.send(event),
      retryNow: () => realtime.retryNow(),
      expire: () => realtime.expire(),
    },
    pageUrl: options.pageUrl ?? (() => globalThis.location?.href ?? ''),
    log,
    disposed: () => disposed,
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
  };

  const handlers: RealtimeHandlers = {
    onEvent: (event) => store.applyEvent(event),
    onConnectionChange: (isConnected) => store.update((state) => ({ ...state, isConnected })),
    onReady: (droppedAt) => {
      catchUp(ctx, droppedAt).catch((error: unknown) =>
        log('catch-up after reconnect failed', error),
      );
      // A new socket hears no listed inquiry yet: the list (and the badge, §2) is read again,
      // which counts what came meanwhile and follows them anew.
      if (store.getState().historyList) void history.refreshList();
    },
    onExpired: () => {
      // spec §4 user.expired: the flag is set and the stored chat token removed.
      api.forgetToken();
      store.update((state) => ({ ...state, isUserExpired: true }));
    },
  };
  const connect = (events: RealtimeHandlers) =>
    createRealtimeClient({
      init: api.realtimeInit,
      ...events,
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      ...(options.visibility ? { visibility: options.visibility } : {}),
      ...(options.network ? { network: options.network } : {}),
      ...options.realtimeTiming,
    });
  const shared = group ? createSharedRealtime(group, connect, handlers) : null;
  const realtime: RealtimeClient = shared ?? connect(handlers);
  const lead = () => {
    leading = true;
    shared?.lead();
  };

  const actions = createConversationActions(ctx, {
    ...(options.browser ? { browser: options.browser } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const history = createHistoryActions(ctx);
  return {
    store,
    actions,
    history,
    start() {
      if (disposed || started) return;
      // In a group, the first tab to start leads; the others follow until the lead is theirs.
      const joined = group ? group.join(lead).then((leads) => leads && lead()) : null;
      started = joined
        ? joined.then(() => (disposed ? undefined : startUp(ctx, options)))
        : startUp(ctx, options);
      // spec §2 badge: a visitor verified earlier sees the unread count of their other chats
      // at once, on any page load (the list loads only when crtfica's answer said the visitor is
      // verified; it logs its own failures).
      void started.then(
        () => (disposed ? undefined : history.refreshList()),
        () => undefined,
      );
    },
    get started() {
      return started;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      realtime.close();
      store.dispose();
    },
  };
}
