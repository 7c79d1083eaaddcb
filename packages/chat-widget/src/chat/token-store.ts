// spec/chat-widget.md §9 "Chat token kept in local storage". Storage can throw (a sandboxed
// iframe, blocked cookies, Safari's private mode of old) or be missing: the token then lives
// in memory for this page, so the chat still works, only not across reloads.

/** One key per centre: a token names a visitor of one channel (api README, Tokens). */
export function tokenKeyOf(centerCode: string): string {
  return `lawfirm-chat:token:${centerCode}`;
}

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

export function createTokenStore(
  centerCode: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): TokenStore {
  const key = tokenKeyOf(centerCode);
  let memory: string | null = null;
  /** The storage's answer, or `unavailable` when there is none or it throws. */
  const attempt = <T>(read: (store: Storage) => T): { value: T } | 'unavailable' => {
    try {
      const store = storage();
      return store ? { value: read(store) } : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };
  return {
    read() {
      const stored = attempt((store) => store.getItem(key));
      return stored === 'unavailable' ? memory : stored.value;
    },
    write(token) {
      memory = token;
      attempt((store) => store.setItem(key, token));
    },
    remove() {
      memory = null;
      attempt((store) => store.removeItem(key));
    },
  };
}
