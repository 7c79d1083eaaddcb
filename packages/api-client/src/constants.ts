// Every constant of the specs that this package uses, named as the spec names it.

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
