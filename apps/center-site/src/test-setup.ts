// matchMedia, IntersectionObserver and ResizeObserver for jsdom, reset before each test.
import '@repo/vitest-config/jsdom-setup';
import { preloadDeferredParts } from '@lawfirm/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Testing Library unmounts after each test only when vitest globals are on; they are off.
afterEach(cleanup);

// jsdom does not implement scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {};

// The layout's parts hydrated after the first load (@lawfirm/ui deferredPart: footer, quick
// menu) render at once in these tests; in the browser they follow when it is idle.
beforeAll(preloadDeferredParts);
