// jsdom lays nothing out, but Embla (behind @lawfirm/ui's Carousel) measures offsets. This
// gives the carousel's viewport, track and slides a fixed width and places the slides side by
// side, so that scrolling, dots and counters behave as in a browser, for the tests of one file.
import { afterAll, beforeAll } from 'vitest';

const MEASURED = ['lf-carousel__viewport', 'lf-carousel__track', 'lf-carousel__slide'];

/** @param {number} slideWidth */
export function installCarouselLayout(slideWidth) {
  /** @type {Record<string, PropertyDescriptor>} */
  const layout = {
    offsetWidth: {
      get() {
        return MEASURED.some((name) => this.classList.contains(name)) ? slideWidth : 0;
      },
    },
    offsetLeft: {
      get() {
        if (!this.classList.contains('lf-carousel__slide')) return 0;
        return [...(this.parentElement?.children ?? [])].indexOf(this) * slideWidth;
      },
    },
  };
  const originals = Object.keys(layout).map((name) => [
    name,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  ]);
  beforeAll(() => {
    for (const [name, descriptor] of Object.entries(layout)) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
    }
  });
  afterAll(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
