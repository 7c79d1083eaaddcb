// The socket shared by a group of tabs (tab-group.ts): the leader's realtime client runs the
// real socket and hands every event, connection change, ready and expiry to the other tabs;
// a follower applies them as its own and sends its frames through the leader. When the lead
// comes to a follower it opens its own socket; its first ready fetches what the group missed
// meanwhile (catch-up from the last message it shows, conversation-loading.ts), so no message
// is lost and none shown twice (messages merge by number).
import type { RealtimeClient, RealtimeClientOptions } from './realtime-client';
import type { ClientEvent } from './realtime-events';
import type { TabGroup, TabMessage } from './tab-group';

export type RealtimeHandlers = Pick<
  RealtimeClientOptions,
  'onEvent' | 'onConnectionChange' | 'onReady' | 'onExpired'
>;

export interface SharedRealtime extends RealtimeClient {
  /** This tab now leads: it opens the socket (if started) and tells the others. */
  lead(): void;
}

export function createSharedRealtime(
  group: TabGroup,
  createClient: (handlers: RealtimeHandlers) => RealtimeClient,
  handlers: RealtimeHandlers,
): SharedRealtime {
  let client: RealtimeClient | null = null;
  let started = false;
  let watching: number | null = null;
  /** The leader's connection as last known; null before it first said. */
  let connected: boolean | null = null;

  const watchFrame = (): ClientEvent | null =>
    watching === null
      ? null
      : { event: 'inquiry.watching', data: { chat_inquiry_number: watching } };
  /** A follower's watch goes out through the leader's socket, again on each of its readies. */
  const sendWatch = () => {
    const frame = watchFrame();
    if (frame) group.post({ type: 'frame', event: frame });
  };

  const unsubscribe = group.subscribe((message: TabMessage) => {
    if (client) {
      // The leader: followers' frames go out on the socket, their retry button retries it; a
      // new follower hears the state.
      if (message.type === 'frame') client.send(message.event);
      if (message.type === 'retry') client.retryNow();
      if (message.type === 'expire') client.expire();
      if (message.type === 'hello' && connected !== null) {
        group.post({ type: 'connection', connected });
      }
      return;
    }
    switch (message.type) {
      case 'event':
        handlers.onEvent(message.event);
        return;
      case 'connection':
        connected = message.connected;
        handlers.onConnectionChange(message.connected);
        return;
      case 'ready':
        sendWatch();
        handlers.onReady(message.droppedAt);
        return;
      case 'leader':
        sendWatch();
        return;
      case 'expired':
        handlers.onExpired();
        return;
      default:
    }
  });

  return {
    lead() {
      if (client) return;
      client = createClient({
        onEvent(event) {
          handlers.onEvent(event);
          group.post({ type: 'event', event });
        },
        onConnectionChange(isConnected) {
          connected = isConnected;
          handlers.onConnectionChange(isConnected);
          group.post({ type: 'connection', connected: isConnected });
        },
        onReady(droppedAt) {
          handlers.onReady(droppedAt);
          group.post({ type: 'ready', droppedAt });
        },
        onExpired() {
          handlers.onExpired();
          group.post({ type: 'expired' });
        },
      });
      client.watch(watching);
      if (started) client.start();
      group.post({ type: 'leader' });
    },
    start() {
      started = true;
      if (client) client.start();
      else group.post({ type: 'hello' });
    },
    watch(inquiryNumber) {
      watching = inquiryNumber;
      if (client) client.watch(inquiryNumber);
      else sendWatch();
    },
    send(event) {
      if (client) return client.send(event);
      group.post({ type: 'frame', event });
      return connected === true;
    },
    retryNow() {
      if (client) client.retryNow();
      else group.post({ type: 'retry' });
    },
    expire() {
      if (client) {
        client.expire();
        return;
      }
      // Signed out here at once; the leader closes the group's socket and tells every tab.
      handlers.onExpired();
      group.post({ type: 'expire' });
    },
    close() {
      unsubscribe();
      client?.close();
      group.close();
    },
  };
}
