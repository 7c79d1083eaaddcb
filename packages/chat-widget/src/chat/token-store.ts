// spec/chat-widget.md §9 "Chat token kept in local storage". Storage can throw (a sandboxed
// iframe, blocked cookies, Safari's private mode of old) or be missing: the token then lives
// in memory for this page, so the chat still works, only not across reloads.

/** One key per centre: a token names a visitor of one channel (api README, Tokens). */
export function tokenKeyOf(centerCode: string): string {
  return `lawfirm-chat:token:${centerCode}`;
}

/** The token the visitor verified a phone with (spec §4 Phone verification), per centre. */
export function verifiedKeyOf(centerCode: string): string {
  return `lawfirm-chat:verified:${centerCode}`;
}

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  remove(): void;
  /** The current token's visitor verified a phone (the api keeps it with the token). */
  markVerified(): void;
  /** Whether the current token is the one verified: a new token is a new, unverified visitor. */
  isVerified(): boolean;
}

export function createTokenStore(
  centerCode: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): TokenStore {
  const key = tokenKeyOf(centerCode);
  const verifiedKey = verifiedKeyOf(centerCode);
  let memory: string | null = null;
  let verifiedMemory: string | null = null;
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
    markVerified() {
      verifiedMemory = this.read();
      if (verifiedMemory !== null) attempt((store) => store.setItem(verifiedKey, verifiedMemory!));
    },
    isVerified() {
      const token = this.read();
      if (token === null) return false;
      const stored = attempt((store) => store.getItem(verifiedKey));
      return (stored === 'unavailable' ? verifiedMemory : stored.value) === token;
    },
  };
}
