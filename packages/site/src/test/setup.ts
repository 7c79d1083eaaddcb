// matchMedia, IntersectionObserver and ResizeObserver for jsdom, reset before each test.
import '@repo/vitest-config/jsdom-setup';
import { preloadDeferredParts } from '@lawfirm/ui';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { server } from './msw-server';

// Testing Library unmounts after each test only when vitest globals are on; they are off.
afterEach(cleanup);

// jsdom does not implement scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {};

// Every request meets the fake network. One without a handler fails at the fetch and fails
// its test here, so a component cannot reach the network unnoticed.
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Parts the browser hydrates after the first load (@lawfirm/ui deferredPart) render at once
// in component tests, as they do on the server; the deferral itself is tested in @lawfirm/ui.
beforeAll(preloadDeferredParts);
afterEach(() => {
  server.resetHandlers();
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(`requests without an MSW handler: ${requests.join(', ')}`);
  }
});
afterAll(() => server.close());
