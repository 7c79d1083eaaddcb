import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createReconnectPolicy, reconnectDelayOf } from './reconnect-policy';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A policy whose reconnect fails at once (the connection closes again), as when offline. */
function setUp({ failing = true } = {}) {
  let visible = true;
  const reconnect = vi.fn(() => {
    if (failing) queueMicrotask(() => policy.disconnected());
  });
  const policy = createReconnectPolicy({ reconnect, isVisible: () => visible });
  return {
    policy,
    reconnect,
    setVisible(value: boolean) {
      visible = value;
      if (value) policy.visible();
    },
  };
}

// spec/chat-widget.md §4 Reconnect, with the numbers of §9.
describe('reconnect policy', () => {
  it('retries 3000 ms after a close, not before', async () => {
    const { policy, reconnect } = setUp({ failing: false });
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('makes 10 attempts 3000 ms apart, then keeps trying while visible, each wait doubled up to 30 s', async () => {
    const { policy, reconnect } = setUp();
    const times: number[] = [];
    reconnect.mockImplementation(() => {
      times.push(Date.now());
      queueMicrotask(() => policy.disconnected());
    });
    const start = Date.now();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(10 * 3_000);
    expect(reconnect).toHaveBeenCalledTimes(10);
    expect(times.map((time) => time - start)).toEqual(
      Array.from({ length: 10 }, (_, index) => (index + 1) * 3_000),
    );
    // The 11th waits 6 s, then 12 s, 24 s, and 30 s from then on.
    await vi.advanceTimersByTimeAsync(6_000 + 12_000 + 24_000 + 30_000 + 30_000);
    const gaps = times.slice(9).map((time, index, all) => (index ? time - all[index - 1]! : 0));
    expect(gaps.slice(1)).toEqual([6_000, 12_000, 24_000, 30_000, 30_000]);
    // An hour in front: a try every 30 s, none given up.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
    expect(reconnect).toHaveBeenCalledTimes(15 + 120);
  });

  it('computes the waits: the spec delay for 10 attempts, then doubling, capped at 30 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 50, 10_000].map((n) => reconnectDelayOf(n))).toEqual([
      3_000, 3_000, 6_000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tries at once on retryNow (online, the retry button) and resets the counter', async () => {
    const { policy, reconnect } = setUp();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(10 * 3_000 + 6_000);
    expect(reconnect).toHaveBeenCalledTimes(11);
    expect(policy.attempts).toBe(11);
    // Waiting 12 s for the next: the network comes back.
    await vi.advanceTimersByTimeAsync(1_000);
    policy.retryNow();
    expect(reconnect).toHaveBeenCalledTimes(12);
    expect(policy.attempts).toBe(1);
    // It failed too: the next try is 3000 ms later, as at the start.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reconnect).toHaveBeenCalledTimes(12);
    await vi.advanceTimersByTimeAsync(1);
    expect(reconnect).toHaveBeenCalledTimes(13);
  });

  it('retryNow does nothing while connected, hidden, stopped or with an attempt under way', async () => {
    const { policy, reconnect, setVisible } = setUp({ failing: false });
    policy.retryNow();
    expect(reconnect).not.toHaveBeenCalled();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reconnect).toHaveBeenCalledTimes(1);
    // The attempt has neither failed nor connected yet: a second one would open two sockets.
    policy.retryNow();
    expect(reconnect).toHaveBeenCalledTimes(1);
    policy.disconnected();
    setVisible(false);
    policy.retryNow();
    expect(reconnect).toHaveBeenCalledTimes(1);
    setVisible(true);
    policy.stopForever();
    policy.retryNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('a return to the foreground cuts a long backoff wait short', async () => {
    const { policy, reconnect, setVisible } = setUp();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(10 * 3_000 + 6_000 + 12_000 + 24_000);
    expect(reconnect).toHaveBeenCalledTimes(13);
    // Now waiting 30 s; the page goes to the background and back.
    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reconnect).toHaveBeenCalledTimes(14);
  });

  it('does not retry while the page is hidden, and spends no attempt on it', async () => {
    const { policy, reconnect, setVisible } = setUp();
    setVisible(false);
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).not.toHaveBeenCalled();
    expect(policy.attempts).toBe(0);
  });

  it('skips the attempt when the page was hidden in the meantime', async () => {
    const { policy, reconnect, setVisible } = setUp();
    policy.disconnected();
    setVisible(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reconnect).not.toHaveBeenCalled();
    setVisible(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('resets the counter when the page returns to the foreground, and tries again', async () => {
    const { policy, reconnect, setVisible } = setUp();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(10 * 3_000);
    expect(reconnect).toHaveBeenCalledTimes(10);

    setVisible(false);
    setVisible(true);
    expect(policy.attempts).toBe(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reconnect).toHaveBeenCalledTimes(11);
    // Ten more at the spec's pace (the counter restarted), then the backoff's 6 s.
    await vi.advanceTimersByTimeAsync(9 * 3_000);
    expect(reconnect).toHaveBeenCalledTimes(20);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(reconnect).toHaveBeenCalledTimes(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(reconnect).toHaveBeenCalledTimes(21);
  });

  it('resets the counter once connected again', async () => {
    const { policy, reconnect } = setUp({ failing: false });
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(policy.attempts).toBe(1);
    policy.connected();
    expect(policy.attempts).toBe(0);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('coming back to the foreground while connected opens nothing', async () => {
    const { policy, reconnect, setVisible } = setUp();
    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).not.toHaveBeenCalled();
    expect(policy.attempts).toBe(0);
  });

  it('never reconnects once stopped for good (user expired), even in the foreground', async () => {
    const { policy, reconnect, setVisible } = setUp();
    policy.disconnected();
    policy.stopForever();
    await vi.advanceTimersByTimeAsync(3_000);
    setVisible(true);
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).not.toHaveBeenCalled();
    expect(policy.stopped).toBe(true);
  });

  it('cancels a pending retry on dispose', async () => {
    const { policy, reconnect } = setUp();
    policy.disconnected();
    policy.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
