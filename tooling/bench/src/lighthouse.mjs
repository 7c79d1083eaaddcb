// Lighthouse on a page with its default (mobile) settings: emulated phone, throttled network
// and CPU, in Debian's Chromium.
import { chromiumLaunchOptions } from '@repo/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @param {string} url @returns {Promise<{ scores: Record<string, number>, failing: string[] }>} */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    /** @type {Record<string, number>} */
    const scores = {};
    for (const id of CATEGORIES) scores[id] = Math.round((categories[id]?.score ?? 0) * 100);
    // The audits that cost points outside performance, so a failing score says why.
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title})`),
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    for (const id of metrics)
      failing.push(`metric: ${id} ${audits[id]?.displayValue ?? ''} (score ${audits[id]?.score})`);
    return { scores, failing };
  } finally {
    chrome.kill();
  }
}
