// spec/chat-widget.md §4 Reconnect: "On close or error the client retries after 3000 ms, up to
// 10 attempts, only while the page is visible. The counter resets when the page returns to the
// foreground." And §4 Realtime events: after user.expired a closed connection is never reopened.
// Beyond the ten (DESIGN.md §5): a page left in front must not give up for good while the
// network is back, so the tries go on, further apart each time up to RECONNECT_BACKOFF_MAX_MS,
// and the network's return (`online`) or the visitor's retry button tries at once.
import { RECONNECT_BACKOFF_MAX_MS, RECONNECT_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from '../constants';

export interface ReconnectPolicyOptions {
  /** Opens the connection again; called at most once per attempt. */
  reconnect: () => void;
  isVisible?: () => boolean;
  delayMs?: number;
  maxAttempts?: number;
  /** The longest wait between two tries once the spec's attempts are spent. */
  maxBackoffMs?: number;
}

export interface ReconnectPolicy {
  /** The connection closed or failed (or an attempt did): retry after the delay if allowed. */
  disconnected(): void;
  /**
   * The connection is up again. Ours: this also resets the counter, so that ten drops spread
   * over a long visit do not use up the attempts for good.
   */
  connected(): void;
  /** The page came back to the foreground: the counter resets, and a lost connection retries. */
  visible(): void;
  /**
   * The network came back (`online`) or the visitor asked (the banner's retry button): a lost
   * connection tries at once, while visible and unless an attempt is under way; the counter
   * resets, as on the return to the foreground.
   */
  retryNow(): void;
  /** user.expired or close 4403: no reconnect ever again. */
  stopForever(): void;
  /** Unmount: cancels a pending retry. */
  dispose(): void;
  /** Attempts made since the last reset. */
  readonly attempts: number;
  readonly stopped: boolean;
}

/**
 * The wait before attempt `attempt + 1`: the spec's delay for its attempts, then twice as long
 * each time, never longer than `maxBackoffMs`.
 */
export function reconnectDelayOf(
  attempt: number,
  {
    delayMs = RECONNECT_DELAY_MS,
    maxAttempts = RECONNECT_MAX_ATTEMPTS,
    maxBackoffMs = RECONNECT_BACKOFF_MAX_MS,
  }: Pick<ReconnectPolicyOptions, 'delayMs' | 'maxAttempts' | 'maxBackoffMs'> = {},
): number {
  if (attempt < maxAttempts) return delayMs;
  const doublings = Math.min(attempt - maxAttempts + 1, 30);
  return Math.min(delayMs * 2 ** doublings, Math.max(maxBackoffMs, delayMs));
}

export function createReconnectPolicy({
  reconnect,
  isVisible = () => globalThis.document?.visibilityState === 'visible',
  ...numbers
}: ReconnectPolicyOptions): ReconnectPolicy {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let down = false;
  /** An attempt is under way: reconnect() was called and has not ended in either way yet. */
  let trying = false;
  let stopped = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const attempt = () => {
    attempts += 1;
    trying = true;
    reconnect();
  };

  const schedule = () => {
    if (stopped || timer !== undefined || trying) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        // Hidden when the time came: no attempt is spent; visible() starts again.
        if (stopped || !down || !isVisible()) return;
        attempt();
      },
      reconnectDelayOf(attempts, numbers),
    );
  };

  return {
    disconnected() {
      down = true;
      trying = false;
      if (isVisible()) schedule();
    },
    connected() {
      down = false;
      trying = false;
      attempts = 0;
      cancel();
    },
    visible() {
      attempts = 0;
      if (!down) return;
      // A long wait of the backoff gives way to the spec's delay.
      cancel();
      schedule();
    },
    retryNow() {
      if (stopped || !down || trying || !isVisible()) return;
      cancel();
      attempts = 0;
      attempt();
    },
    stopForever() {
      stopped = true;
      cancel();
    },
    dispose() {
      stopped = true;
      cancel();
    },
    get attempts() {
      return attempts;
    },
    get stopped() {
      return stopped;
    },
  };
}
