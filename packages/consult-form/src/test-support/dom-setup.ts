// Imported by the form's jsdom test files: unmounts after each test (vitest globals are off)
// and runs MSW's node server with the answers of calls #13 and #17 (the case fields). An API
// call no handler answers fails the test, so the form cannot reach the network unnoticed.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { fieldListHandler, seoFieldListHandler } from './consult-network';

export const server = setupServer(fieldListHandler, seoFieldListHandler);

/** The tests' API origin; the handlers answer on any origin. */
export const TEST_API_BASE_URL = 'http://api.test';

const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(`requests without an MSW handler: ${requests.join(', ')}`);
  }
});
afterAll(() => server.close());
