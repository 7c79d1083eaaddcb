// spec/chat-widget.md §9 "Chat token kept in local storage". Storage can throw (a sandboxed
// iframe, blocked cookies, Safari's private mode of old) or be missing: the token then lives
// in memory for this page, so the chat still works, only not across reloads.

/** One key per centre: a token names a visitor of one channel (api README, Tokens). */
export function tokenKeyOf(centerCode: string): string {
  return `lawfirm-chat:token:${centerCode}`;
}

/**
 * The token whose visitor's phone verification holds (spec §4 Phone verification), per centre:
 * beside the token, so that the other tabs, which share the token, know it too.
 */
export function verifiedKeyOf(centerCode: string): string {
  return `lawfirm-chat:verified:${centerCode}`;
}

export interface TokenStore {
  read(): string | null;
  /**
   * A token crtfica answered, with whether its visitor's phone verification holds, as the api
   * said (certification_yn): the api keeps the verification with the visitor, not the token,
   * so every new token of a verified visitor is verified too (api README, Phone verification).
   */
  write(token: string, verified: boolean): void;
  remove(): void;
  /** The current token's visitor has just verified a phone. */
  markVerified(): void;
  /** Whether the current token's visitor is verified, as the api last said. */
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
  const forgetVerified = () => {
    verifiedMemory = null;
    attempt((store) => store.removeItem(verifiedKey));
  };
  return {
    read() {
      const stored = attempt((store) => store.getItem(key));
      return stored === 'unavailable' ? memory : stored.value;
    },
    write(token, verified) {
      memory = token;
      attempt((store) => store.setItem(key, token));
      if (verified) this.markVerified();
      else forgetVerified();
    },
    remove() {
      memory = null;
      attempt((store) => store.removeItem(key));
      forgetVerified();
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
