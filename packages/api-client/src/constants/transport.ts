// The transport's constants: the api version header, the time-out and the retries of
// spec/chat-widget.md §7 to §9, and the consultation submit's idempotency key.

/** spec/chat-widget.md §9: "API version 1.0.0", sent as header `v` (§7). */
export const API_VERSION = '1.0.0';

/** spec/chat-widget.md §7 and §9: "time-out 10,000 ms", applied to every call. */
export const REQUEST_TIMEOUT_MS = 10_000;

// spec/chat-widget.md §8 Retries. "tries" counts every attempt, the first one included.

/** "default 3 tries 350 ms apart" */
export const DEFAULT_RETRY_TRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 350;

/** "authentication once": a single attempt, so no delay applies. */
export const AUTHENTICATION_TRIES = 1;

/** "realtime connection 3 times 2 s apart" */
export const REALTIME_CONNECTION_TRIES = 3;
export const REALTIME_CONNECTION_DELAY_MS = 2_000;

/** "hash authentication 2 times 1 s apart" */
export const HASH_AUTHENTICATION_TRIES = 2;
export const HASH_AUTHENTICATION_DELAY_MS = 1_000;

/**
 * "main lookup 2 times". The spec gives no delay for it; we use the default delay
 * (DEFAULT_RETRY_DELAY_MS), the one the spec gives for retries in general.
 */
export const MAIN_LOOKUP_TRIES = 2;

/** The header that makes a retried consultation submit (#12) count once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Our bound on an Idempotency-Key (a UUID is 36): longer keys are refused with 400. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
