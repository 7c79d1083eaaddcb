// spec/chat-widget.md §4 Reconnect: "On close or error the client retries after 3000 ms, up to
// 10 attempts, only while the page is visible. The counter resets when the page returns to the
// foreground." And §4 Realtime events: after user.expired a closed connection is never reopened.
import { RECONNECT_DELAY_MS, RECONNECT_MAX_ATTEMPTS } from '../constants';

export interface ReconnectPolicyOptions {
  /** Opens the connection again; called at most once per attempt. */
  reconnect: () => void;
  isVisible?: () => boolean;
  delayMs?: number;
  maxAttempts?: number;
}

export interface ReconnectPolicy {
  /** The connection closed or failed: retry after the delay if allowed. */
  disconnected(): void;
  /**
   * The connection is up again. Ours: this also resets the counter, so that ten drops spread
   * over a long visit do not use up the attempts for good.
   */
  connected(): void;
  /** The page came back to the foreground: the counter resets, and a lost connection retries. */
  visible(): void;
  /** user.expired or close 4403: no reconnect ever again. */
  stopForever(): void;
  /** Unmount: cancels a pending retry. */
  dispose(): void;
  /** Attempts made since the last reset. */
  readonly attempts: number;
  readonly stopped: boolean;
}

export function createReconnectPolicy({
  reconnect,
  isVisible = () => globalThis.document?.visibilityState === 'visible',
  delayMs = RECONNECT_DELAY_MS,
  maxAttempts = RECONNECT_MAX_ATTEMPTS,
}: ReconnectPolicyOptions): ReconnectPolicy {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let down = false;
  let stopped = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    if (stopped || timer !== undefined || attempts >= maxAttempts) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Hidden when the time came: no attempt is spent; visible() starts again.
      if (stopped || !down || !isVisible()) return;
      attempts += 1;
      reconnect();
    }, delayMs);
  };

  return {
    disconnected() {
      down = true;
      if (isVisible()) schedule();
    },
    connected() {
      down = false;
      attempts = 0;
      cancel();
    },
    visible() {
      attempts = 0;
      if (down) schedule();
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
