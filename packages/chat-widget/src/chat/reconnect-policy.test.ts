import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createReconnectPolicy } from './reconnect-policy';

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

  it('makes at most 10 attempts, 3000 ms apart', async () => {
    const { policy, reconnect } = setUp();
    policy.disconnected();
    await vi.advanceTimersByTimeAsync(10 * 3_000);
    expect(reconnect).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1_000);
    expect(reconnect).toHaveBeenCalledTimes(10);
    expect(policy.attempts).toBe(10);
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
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reconnect).toHaveBeenCalledTimes(20);
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
