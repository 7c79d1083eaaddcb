// spec/chat-widget.md §4 Phone verification, §5, §9: after a code is sent the code entry counts
// 180 s down; resend is allowed once 30 s have passed (150 or fewer seconds remain); confirming
// after zero is blocked with a warning.
import {
  CERTIFICATION_RESEND_AFTER_SECONDS,
  CERTIFICATION_TTL_SECONDS,
} from '@lawfirm/api-client/chat-core';

export interface CountdownState {
  /** Whole seconds left, never below 0. */
  remainingSeconds: number;
  /** The send button works again (§5: disabled during the first 30 s after a send). */
  canResend: boolean;
  /** §5: "Confirming after the timer reaches zero is blocked with a warning". */
  expired: boolean;
}

/** The countdown `now` (ms) reads for a code sent at `sentAt` (ms). */
export function countdownAt(sentAt: number, now: number): CountdownState {
  const elapsedSeconds = Math.max(0, Math.floor((now - sentAt) / 1_000));
  const remainingSeconds = Math.max(0, CERTIFICATION_TTL_SECONDS - elapsedSeconds);
  return {
    remainingSeconds,
    canResend: resendWaitAt(sentAt, now) === 0,
    expired: remainingSeconds === 0,
  };
}

/** Whole seconds until a new code may go, for one sent at `sentAt` (ms); 0: now. */
export function resendWaitAt(sentAt: number, now: number): number {
  return Math.max(0, CERTIFICATION_RESEND_AFTER_SECONDS - Math.floor((now - sentAt) / 1_000));
}

/** The countdown as the visitor reads it: 2:59, 0:05. */
export function formatCountdown(remainingSeconds: number): string {
  const minutes = Math.floor(remainingSeconds / 60);
  const seconds = String(remainingSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}
