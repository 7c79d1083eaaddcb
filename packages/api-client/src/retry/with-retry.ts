import { isApiError } from '../http/errors';

import type { RetryPolicy } from './policies';

export interface WithRetryOptions {
  /** Waits between attempts; a test or a scheduler may supply its own. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Whether a failed attempt is worth another one. By default every error is, except a
   * request the caller aborted on purpose.
   */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

/**
 * Runs `fn` up to `policy.tries` times, `policy.delayMs` apart, and resolves with the first
 * success. When every attempt fails (or `shouldRetry` says stop) the last error is rethrown.
 * `attempt` counts from 1.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  { sleep = defaultSleep, shouldRetry = isWorthRetrying }: WithRetryOptions = {},
): Promise<T> {
  if (!Number.isInteger(policy.tries) || policy.tries < 1) {
    throw new Error(`a retry policy needs at least 1 try; got ${policy.tries}`);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.tries || !shouldRetry(error, attempt)) throw error;
    }
    if (policy.delayMs > 0) await sleep(policy.delayMs);
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isWorthRetrying(error: unknown): boolean {
  return !(isApiError(error) && error.code === 'ABORTED');
}
