// One conversation across the browser's tabs (beyond spec/chat-widget.md): the tabs of one
// centre's chat form a group in which one tab, the leader, authenticates and holds the socket.
// The leader is whoever holds a Web Lock of the group's name; the others wait for it, so when
// the leader's tab closes the browser hands the lock, and the lead, to the next. The tabs talk
// over a BroadcastChannel of the same name.
import type { CHAT_PATHS, ChatResponseData } from '@lawfirm/api-client/chat-core';

import type { ClientEvent, ServerEvent } from './realtime-events';

/** What the leader's authentication answered (spec §7 crtfica), shared with the followers. */
export type SharedAuthentication = ChatResponseData<typeof CHAT_PATHS.authenticate>;

/**
 * The group's messages. Followers send `frame`, `hello`, `retry` (the banner's button),
 * `expire` (an answer refused the inquiry it shows) and `auth-request`; the leader the rest.
 */
export type TabMessage =
  | { type: 'hello' }
  | { type: 'leader' }
  | { type: 'auth-request'; id: string; staleToken: string | null }
  | { type: 'auth'; id: string; data: SharedAuthentication }
  | { type: 'event'; event: ServerEvent }
  | { type: 'connection'; connected: boolean }
  | { type: 'ready'; droppedAt: number | null }
  | { type: 'expired' }
  | { type: 'frame'; event: ClientEvent }
  | { type: 'retry' }
  | { type: 'expire' };

export interface TabGroup {
  /**
   * Joins: true when this tab leads at once; otherwise it waits in line and `onLead` is
   * called when the lead comes to it.
   */
  join(onLead: () => void): Promise<boolean>;
  post(message: TabMessage): void;
  /** Calls `listener` with the other tabs' messages; returns the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Leaves: the lead, if held, goes to the next tab. */
  close(): void;
}

/** The group's name for a centre's chat. */
export const tabGroupName = (centerCode: string) => `lawfirm-chat:tabs:${centerCode}`;

/**
 * The browser's group for `name`, or null where Web Locks or BroadcastChannel are missing
 * (an old browser, a test's DOM): every tab then keeps its own socket, as without a group.
 */
export function browserTabGroup(name: string): TabGroup | null {
  const locks = globalThis.navigator?.locks;
  if (!locks || typeof globalThis.BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  const leaving = new AbortController();
  let release: (() => void) | undefined;
  /** Holds the lock until the tab leaves. */
  const hold = () =>
    new Promise<void>((resolve) => {
      release = resolve;
    });

  return {
    async join(onLead) {
      const leadsNow = await new Promise<boolean>((answer) => {
        void locks.request(name, { ifAvailable: true }, (lock) => {
          answer(lock !== null);
          // Held (the callback's promise pending) until the tab leaves.
          return lock ? hold() : undefined;
        });
      });
      if (!leadsNow) {
        locks
          .request(name, { signal: leaving.signal }, () => {
            onLead();
            return hold();
          })
          // Leaving while in line aborts the request: nothing to do.
          .catch(() => undefined);
      }
      return leadsNow;
    },
    post(message) {
      channel.postMessage(message);
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close() {
      leaving.abort();
      release?.();
      channel.close();
    },
  };
}
