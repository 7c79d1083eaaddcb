import { describe, expect, it, vi } from 'vitest';

import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle moment, at most IDLE_TIMEOUT_MS', () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const callback = () => undefined;
    whenIdle(callback, { requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('runs on the next task where the browser has no idle callback', () => {
    const setTimeout = vi.fn();
    const callback = () => undefined;
    whenIdle(callback, { setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(callback, 0);
  });
});
