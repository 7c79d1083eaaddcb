// IntersectionObserver and ResizeObserver for jsdom, which has neither. Every observed element
// counts as fully in view (ratio 1) at once, so components that reveal on scroll show their
// content in tests, and Embla (which needs both) runs.

class FullyVisibleIntersectionObserver {
  /** @param {IntersectionObserverCallback} callback */
  constructor(callback) {
    this.callback = callback;
    this.root = null;
    this.rootMargin = '0px';
    this.thresholds = [0];
  }
  /** @param {Element} target */
  observe(target) {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    };
    queueMicrotask(() =>
      this.callback(
        [/** @type {IntersectionObserverEntry} */ (/** @type {unknown} */ (entry))],
        /** @type {IntersectionObserver} */ (/** @type {unknown} */ (this)),
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Installs both on globalThis where missing (call from a setup file). */
export function installDomObservers() {
  globalThis.IntersectionObserver ??= /** @type {typeof IntersectionObserver} */ (
    /** @type {unknown} */ (FullyVisibleIntersectionObserver)
  );
  globalThis.ResizeObserver ??= /** @type {typeof ResizeObserver} */ (
    /** @type {unknown} */ (InertResizeObserver)
  );
}
