// spec/chat-widget.md §8 Retries, as data: which call is tried how often and how far apart.
import {
  AUTHENTICATION_TRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_TRIES,
  HASH_AUTHENTICATION_DELAY_MS,
  HASH_AUTHENTICATION_TRIES,
  MAIN_LOOKUP_TRIES,
  REALTIME_CONNECTION_DELAY_MS,
  REALTIME_CONNECTION_TRIES,
} from '../constants';

export interface RetryPolicy {
  /** Attempts in all, the first one included; 1 means no retry. */
  readonly tries: number;
  /** Wait between the end of a failed attempt and the start of the next. */
  readonly delayMs: number;
}

export const RETRY_POLICIES = {
  default: { tries: DEFAULT_RETRY_TRIES, delayMs: DEFAULT_RETRY_DELAY_MS },
  // A single attempt: there is no wait to take, 0 only says so.
  authentication: { tries: AUTHENTICATION_TRIES, delayMs: 0 },
  realtimeConnection: { tries: REALTIME_CONNECTION_TRIES, delayMs: REALTIME_CONNECTION_DELAY_MS },
  hashAuthentication: { tries: HASH_AUTHENTICATION_TRIES, delayMs: HASH_AUTHENTICATION_DELAY_MS },
  // The spec gives no delay for the main lookup: it takes the default one, 350 ms.
  mainLookup: { tries: MAIN_LOOKUP_TRIES, delayMs: DEFAULT_RETRY_DELAY_MS },
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof RETRY_POLICIES;
