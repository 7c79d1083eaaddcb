// Authentication once for a group of tabs (tab-group.ts). The api makes the newest
// authentication of a visitor the only active device (spec §4 user.expired), so tabs that
// each authenticated would sign one another out. The leader authenticates; a follower asks the
// leader for its answer and uses the same token. A follower whose token expired names it, and
// the leader authenticates anew for the group. Without an answer in time (the leader's tab is
// closing) the follower authenticates itself.
import type { SharedAuthentication, TabGroup } from './tab-group';

/** How long a follower waits for the leader's answer before authenticating itself. */
export const AUTHENTICATION_WAIT_MS = 3_000;

export type Authenticate = () => Promise<SharedAuthentication>;
/**
 * Wraps a tab's own authentication (chat-api.ts) with the group's; `staleToken` is a token
 * that expired (null at start-up).
 */
export type ShareAuthentication = (
  own: Authenticate,
  staleToken: string | null,
) => Promise<SharedAuthentication>;

export interface SharedAuthenticationOptions {
  group: TabGroup;
  isLeader(): boolean;
  waitMs?: number;
}

export function shareAuthentication({
  group,
  isLeader,
  waitMs = AUTHENTICATION_WAIT_MS,
}: SharedAuthenticationOptions): ShareAuthentication {
  let latest: SharedAuthentication | null = null;
  let ownAuthenticate: Authenticate | null = null;
  let serial = 0;

  /** Followers that asked before the leader's own authentication had begun. */
  const waiting: string[] = [];
  const answer = (id: string, data: SharedAuthentication) => group.post({ type: 'auth', id, data });

  /** The leader's authentication, remembered for the followers (and given to those waiting). */
  const lead = async (own: Authenticate) => {
    latest = await own();
    for (const id of waiting.splice(0)) answer(id, latest);
    return latest;
  };

  group.subscribe((message) => {
    if (message.type !== 'auth-request' || !isLeader()) return;
    if (!ownAuthenticate) {
      waiting.push(message.id);
      return;
    }
    const authenticate = ownAuthenticate;
    const fresh =
      latest && latest.token !== message.staleToken ? Promise.resolve(latest) : lead(authenticate);
    fresh.then(
      (data) => answer(message.id, data),
      // The follower's wait runs out and it authenticates itself.
      () => undefined,
    );
  });

  function ask(own: Authenticate, staleToken: string | null): Promise<SharedAuthentication> {
    serial += 1;
    const id = `${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2)}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        own().then(resolve, reject);
      }, waitMs);
      const stop = group.subscribe((message) => {
        if (message.type !== 'auth' || message.id !== id) return;
        clearTimeout(timer);
        stop();
        resolve(message.data);
      });
      group.post({ type: 'auth-request', id, staleToken });
    });
  }

  return (own, staleToken) => {
    ownAuthenticate = own;
    return isLeader() ? lead(own) : ask(own, staleToken);
  };
}
