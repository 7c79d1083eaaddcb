import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { countdownAt, formatCountdown } from './verification-timer';

describe('the verification countdown (spec §4, §5, §9) on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-26T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts 180 s down from the send, allows a resend from 150 s left, and expires at 0', () => {
    const sentAt = Date.now();
    const read = () => countdownAt(sentAt, Date.now());
    expect(read()).toEqual({ remainingSeconds: 180, canResend: false, expired: false });

    vi.advanceTimersByTime(29_999);
    expect(read()).toEqual({ remainingSeconds: 151, canResend: false, expired: false });
    vi.advanceTimersByTime(1);
    expect(read()).toEqual({ remainingSeconds: 150, canResend: true, expired: false });

    vi.advanceTimersByTime(149_999);
    expect(read()).toEqual({ remainingSeconds: 1, canResend: true, expired: false });
    vi.advanceTimersByTime(1);
    expect(read()).toEqual({ remainingSeconds: 0, canResend: true, expired: true });
    vi.advanceTimersByTime(60_000);
    expect(read().remainingSeconds).toBe(0);
  });

  it('reads a clock set back before the send as just sent', () => {
    expect(countdownAt(Date.now(), Date.now() - 5_000).remainingSeconds).toBe(180);
  });
});

describe('formatCountdown', () => {
  it.each([
    [180, '3:00'],
    [179, '2:59'],
    [65, '1:05'],
    [5, '0:05'],
    [0, '0:00'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
