// A page's initial JavaScript: the scripts the browser requests until the page has loaded
// (the load event) and its own content has hydrated (the page's User Timing mark
// 'lawfirm:page-hydrated', set by @lawfirm/site's useHydrationMarker): the document's
// scripts, their imports and the route's chunks the router fetches to hydrate it. Gzip -9,
// as a CDN would serve them. Scripts requested after both, when the browser is idle or the
// visitor reaches for a part (the chat launcher, the carousel engine, the parts hydrated
// after the first load), are listed as deferred and not counted against the budget.
import { gzipSync } from 'node:zlib';

import { chromiumLaunchOptions } from '@repo/chromium';
import { chromium } from 'playwright-core';

/** Set by @lawfirm/site's useHydrationMarker when a page's own content has hydrated. */
const PAGE_HYDRATED_MARK = 'lawfirm:page-hydrated';

/**
 * @typedef {{ file: string, raw: number, gzip: number, deferred: boolean }} ScriptSize
 * @param {string[]} urls each loaded in a fresh page (nothing cached between them)
 * @returns {Promise<Map<string, ScriptSize[]>>} by URL
 */
export async function measureInitialJs(urls) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const byUrl = new Map();
    for (const pageUrl of urls) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        /** @type {Promise<{ url: string, raw: number, gzip: number }>[]} */
        const pending = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          pending.push(
            response.body().then((body) => ({
              url: response.url(),
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            })),
          );
        });
        await page.goto(pageUrl, { waitUntil: 'networkidle' });
        // Every part, deferred ones included, has hydrated (useHydrationMarker).
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        // When each script was requested, against the load event and the page's hydration,
        // by the page's own clock.
        const requestedAt = await page.evaluate((markName) => {
          const [navigation] = performance.getEntriesByType('navigation');
          const [hydrated] = performance.getEntriesByName(markName, 'mark');
          if (!hydrated) throw new Error(`the page set no '${markName}' mark`);
          return {
            initialEnd: Math.max(navigation.loadEventEnd, hydrated.startTime),
            starts: performance
              .getEntriesByType('resource')
              .map((entry) => [entry.name, entry.startTime]),
          };
        }, PAGE_HYDRATED_MARK);
        const startOf = new Map(requestedAt.starts);
        byUrl.set(
          pageUrl,
          (await Promise.all(pending))
            .map(({ url, raw, gzip }) => ({
              file: new URL(url).pathname,
              raw,
              gzip,
              // A script missing from the timing buffer counts as initial: never under-count.
              deferred: (startOf.get(url) ?? 0) > requestedAt.initialEnd,
            }))
            .sort((a, b) => Number(a.deferred) - Number(b.deferred) || b.gzip - a.gzip),
        );
      } finally {
        await context.close();
      }
    }
    return byUrl;
  } finally {
    await browser.close();
  }
}
