// A page's initial JavaScript: every script the browser fetches to load it (no interaction),
// gzip-compressed at level 9 as a CDN would serve it.
import { gzipSync } from 'node:zlib';

import { chromiumLaunchOptions } from '@repo/chromium';
import { chromium } from 'playwright-core';

/** The routes measured, each with its budget in KB gzip: the home page must stay lightest. */
export const INITIAL_JS_ROUTES = [
  { path: '/', budgetKb: 120 },
  { path: '/choice', budgetKb: 140 },
  { path: '/consulting', budgetKb: 140 },
];

/**
 * @param {string} origin
 * @param {string[]} paths each loaded in a fresh page (nothing cached between them)
 * @returns {Promise<Map<string, { file: string, raw: number, gzip: number }[]>>}
 */
export async function measureInitialJs(origin, paths = ['/']) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const byPath = new Map();
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        /** @type {Promise<{ file: string, raw: number, gzip: number }>[]} */
        const pending = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          pending.push(
            response.body().then((body) => ({
              file: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            })),
          );
        });
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        byPath.set(
          path,
          (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip),
        );
      } finally {
        await context.close();
      }
    }
    return byPath;
  } finally {
    await browser.close();
  }
}
