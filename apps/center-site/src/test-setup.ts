// matchMedia, IntersectionObserver and ResizeObserver for jsdom, reset before each test.
import '@repo/vitest-config/jsdom-setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when vitest globals are on; they are off.
afterEach(cleanup);

// jsdom does not implement scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {};
