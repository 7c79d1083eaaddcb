// One Idempotency-Key per filled-in form (apps/api/README.md, Consultation endpoint): a retry of
// the same values sends the same key, so the api stores the request once however often it
// arrives; other values get a new key (the api answers 409 to a used key with another body).

/** A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for a request of this content: the last one again when the content is the same. */
  keyFor(content: string): string;
  /** Forgets the key, after a stored request: the next form is a new request. */
  reset(): void;
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { content: string; key: string } | undefined;
  return {
    keyFor(content) {
      if (last?.content !== content) last = { content, key: newKey() };
      return last.key;
    },
    reset() {
      last = undefined;
    },
  };
}
