// Setup for jsdom test suites: the browser APIs jsdom lacks (matchMedia, IntersectionObserver,
// ResizeObserver), reset to a 1024 px window with motion allowed before each test.
import { beforeEach } from 'vitest';

import { installDomObservers } from './dom-observers.js';
import { installMatchMedia, resizeTo, setReducedMotion } from './match-media.js';

installMatchMedia();
installDomObservers();

beforeEach(() => {
  resizeTo(1024);
  setReducedMotion(false);
});
