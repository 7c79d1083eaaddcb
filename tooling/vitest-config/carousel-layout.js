// jsdom lays nothing out, but Embla (behind @lawfirm/ui's Carousel) measures offsets. This
// gives the carousel's viewport, track and slides a fixed width and places the slides side by
// side, so that scrolling, dots and counters behave as in a browser, for the tests of one file.
// The viewport can be wider than a slide (several slides per view) and can be resized: Embla
// hears of it through a ResizeObserver, as in a browser.
import { afterAll, beforeAll } from 'vitest';

const FRAME = ['lf-carousel__viewport', 'lf-carousel__track'];
const SLIDE = 'lf-carousel__slide';

/** @type {Set<NotifyingResizeObserver>} */
const observers = new Set();

/** A ResizeObserver that reports its elements whenever the test resizes the viewport. */
class NotifyingResizeObserver {
  /** @param {ResizeObserverCallback} callback */
  constructor(callback) {
    this.callback = callback;
    /** @type {Set<Element>} */
    this.targets = new Set();
    observers.add(this);
  }
  /** @param {Element} target */
  observe(target) {
    this.targets.add(target);
  }
  /** @param {Element} target */
  unobserve(target) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  notify() {
    if (this.targets.size === 0) return;
    const entries = [...this.targets].map((target) => ({ target }));
    this.callback(
      /** @type {ResizeObserverEntry[]} */ (/** @type {unknown} */ (entries)),
      /** @type {ResizeObserver} */ (/** @type {unknown} */ (this)),
    );
  }
}

/**
 * @param {number} slideWidth
 * @param {{ viewportWidth?: number }} [options]
 */
export function installCarouselLayout(slideWidth, { viewportWidth = slideWidth } = {}) {
  let frameWidth = viewportWidth;
  /** @type {Record<string, PropertyDescriptor>} */
  const layout = {
    offsetWidth: {
      get() {
        if (this.classList.contains(SLIDE)) return slideWidth;
        return FRAME.some((name) => this.classList.contains(name)) ? frameWidth : 0;
      },
    },
    offsetLeft: {
      get() {
        if (!this.classList.contains(SLIDE)) return 0;
        return [...(this.parentElement?.children ?? [])].indexOf(this) * slideWidth;
      },
    },
  };
  const originals = Object.keys(layout).map((name) => [
    name,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  ]);
  const originalResizeObserver = globalThis.ResizeObserver;
  beforeAll(() => {
    for (const [name, descriptor] of Object.entries(layout)) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
    }
    globalThis.ResizeObserver = /** @type {typeof ResizeObserver} */ (
      /** @type {unknown} */ (NotifyingResizeObserver)
    );
  });
  afterAll(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
    globalThis.ResizeObserver = originalResizeObserver;
  });
  return {
    /** Gives the viewport a new width and tells the carousels' ResizeObservers. */
    resizeViewport(/** @type {number} */ width) {
      frameWidth = width;
      for (const observer of [...observers]) observer.notify();
    },
  };
}
