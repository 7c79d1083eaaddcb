// The home page's initial JavaScript: every script the browser fetches to load / (no
// interaction), gzip-compressed at level 9 as a CDN would serve it.
import { gzipSync } from 'node:zlib';

import { chromiumLaunchOptions } from '@repo/chromium';
import { chromium } from 'playwright-core';

/** @param {string} origin @returns {Promise<{ file: string, raw: number, gzip: number }[]>} */
export async function measureInitialJs(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
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
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}
