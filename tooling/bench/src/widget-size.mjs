// The chat widget's weight as a visitor pays it: the loader on every page, then everything the
// first click on the launcher fetches (scripts, styles, fonts) until the panel is usable.
// Bytes are gzip -9 of each file, as a CDN would serve it. Budgets as in .size-limit.json.
import { gzipSync } from 'node:zlib';

import { chromiumLaunchOptions } from '@repo/chromium';
import { chromium } from 'playwright-core';

const LOADER_BUDGET_KB = 3;
const PANEL_BUDGET_KB = 120;
const COUNTED = new Set(['script', 'stylesheet', 'font']);

/**
 * "Usable": the one place that says when the first open is done. Until the conversation view
 * lands it is the dialog being visible; then it becomes the composer being enabled.
 * @param {import('playwright-core').Page} page
 */
async function waitUntilUsable(page) {
  await page.getByRole('dialog', { name: '1:1 상담' }).waitFor({ state: 'visible' });
}

const kb = (bytes) => bytes / 1024;

/** @param {string} demoOrigin the widget demo page (another origin than the api) */
export async function measureWidgetSize(demoOrigin) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let clicked = false;
    /** @type {Promise<{ file: string, type: string, gzip: number, afterClick: boolean }>[]} */
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!COUNTED.has(type)) return;
      const afterClick = clicked;
      pending.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          type,
          gzip: gzipSync(body, { level: 9 }).length,
          afterClick,
        })),
      );
    });
    await page.goto(`${demoOrigin}/`, { waitUntil: 'networkidle' });
    const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
    await launcher.waitFor();
    clicked = true;
    await launcher.click();
    await waitUntilUsable(page);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);

    const loader = files.filter((file) => !file.afterClick && file.file.endsWith('/loader.js'));
    const panel = files.filter((file) => file.afterClick);
    const loaderBytes = loader.reduce((sum, file) => sum + file.gzip, 0);
    const panelBytes = panel.reduce((sum, file) => sum + file.gzip, 0);
    const loaderOk = loader.length === 1 && kb(loaderBytes) <= LOADER_BUDGET_KB;
    const panelOk = kb(panelBytes) <= PANEL_BUDGET_KB;
    const row = (what, type, bytes, budget = '', verdict = '') => ({
      what,
      type,
      'gzip KB': kb(bytes).toFixed(1),
      'budget KB': budget,
      verdict,
    });
    return {
      met: loaderOk && panelOk,
      rows: [
        row(
          'loader.js (every page)',
          'script',
          loaderBytes,
          LOADER_BUDGET_KB,
          loaderOk ? 'within' : 'OVER',
        ),
        ...panel.map((file) => row(`  after the click: ${file.file}`, file.type, file.gzip)),
        row('after the click, total', '', panelBytes, PANEL_BUDGET_KB, panelOk ? 'within' : 'OVER'),
      ],
    };
  } finally {
    await browser.close();
  }
}
