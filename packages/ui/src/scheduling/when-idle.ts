/** The parts of the browser `whenIdle` reads, so a test can hand in its own. */
export interface IdleEnvironment {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** The longest a deferred part waits for an idle moment before it loads anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` when the main thread is idle (at most IDLE_TIMEOUT_MS later); where the
 * browser has no requestIdleCallback (Safari), on the next task.
 */
export function whenIdle(
  callback: () => void,
  environment: IdleEnvironment = globalThis as unknown as IdleEnvironment,
): void {
  if (environment.requestIdleCallback)
    environment.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else environment.setTimeout(callback, 0);
}
