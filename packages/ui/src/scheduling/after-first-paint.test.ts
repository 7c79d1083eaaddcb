import { describe, expect, it, vi } from 'vitest';

import { type PaintEnvironment, afterLoadAndFirstPaint } from './after-first-paint';

type Entries = Pick<PerformanceObserverEntryList, 'getEntriesByName'>;

/** A page whose load event and paint entries the test fires by hand. */
function fakePage({ loaded = false, paintTiming = true } = {}) {
  const loadListeners: (() => void)[] = [];
  const observers: { callback: (list: Entries) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: Entries) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const environment = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    window: {
      addEventListener: (_type: string, listener: () => void) => loadListeners.push(listener),
    },
    PerformanceObserver: FakeObserver,
  } as unknown as PaintEnvironment;
  return {
    environment,
    observers,
    load: () => loadListeners.forEach((listener) => listener()),
    paint: (name: string) =>
      observers.forEach(({ callback }) =>
        callback({
          getEntriesByName: (wanted: string) =>
            wanted === name ? [{ name } as PerformanceEntry] : [],
        } as Entries),
      ),
  };
}

describe('afterLoadAndFirstPaint', () => {
  it('waits for the first contentful paint when the page loads first', () => {
    const page = fakePage();
    const callback = vi.fn();
    afterLoadAndFirstPaint(callback, page.environment);
    page.load();
    expect(callback).not.toHaveBeenCalled();
    page.paint('first-paint');
    expect(callback).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(page.observers[0]?.disconnected).toBe(true);
  });

  it('waits for the load event when the page paints first', () => {
    const page = fakePage();
    const callback = vi.fn();
    afterLoadAndFirstPaint(callback, page.environment);
    page.paint('first-contentful-paint');
    expect(callback).not.toHaveBeenCalled();
    page.load();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('needs only the paint when the page had already loaded', () => {
    const page = fakePage({ loaded: true });
    const callback = vi.fn();
    afterLoadAndFirstPaint(callback, page.environment);
    expect(callback).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to the load event where paint timing is not reported', () => {
    const page = fakePage({ paintTiming: false });
    const callback = vi.fn();
    afterLoadAndFirstPaint(callback, page.environment);
    expect(page.observers).toHaveLength(0);
    page.load();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
