// The suites' `test`: Playwright's, with each test coming from its own client address.
//
// The api limits what one address may do (spec/chat-widget.md §7: inquiries per address). The
// whole suite runs from one machine, so without this every test would draw on the same address's
// allowance and a long run would trip a limit a real visitor never meets. The
// product under test trusts X-Forwarded-For from loopback (TRUST_PROXY in playwright.config.ts),
// as it would from a proxy in front of it; the api's own tests try the limits themselves.
import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';
import { CONSULTING_PATH } from '@lawfirm/api-client/site-core';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The calls whose per-address limit a whole run would reach: a new inquiry (30 per address in
 * ten minutes) and a consultation request (call #12: 5 in ten minutes). A context with any route no longer goes offline with setOffline, so the
 * reconnect tests use Playwright's own `test`.
 */
function isLimitedPerAddress(url: URL): boolean {
  return url.pathname === CHAT_PATHS.inquiryGeneration || url.pathname === CONSULTING_PATH;
}

let testsInWorker = 0;

/** A private address of its own for each test of a worker: 10.<worker>.<n / 250>.<n % 250 + 1>. */
function nextClientAddress(workerIndex: number): string {
  const n = testsInWorker++;
  return `10.${workerIndex % 256}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

export const test = base.extend({
  // Headers added by a route reach the server as sent; extraHTTPHeaders would instead make
  // Chromium preflight every cross-origin call (the widget on the demo origin).
  context: async ({ context }, use, testInfo) => {
    const clientAddress = nextClientAddress(testInfo.workerIndex);
    await context.route(isLimitedPerAddress, (route) =>
      route.fallback({
        headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress },
      }),
    );
    await use(context);
  },
});
