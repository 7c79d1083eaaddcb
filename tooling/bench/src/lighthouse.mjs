// Lighthouse on a page with its default (mobile) settings: emulated phone, throttled network
// and CPU, in Debian's Chromium.
import { chromiumLaunchOptions } from '@repo/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, { value: string, score: number | null }>, failing: string[] }} LighthouseRun
 */

export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** @param {string} url @returns {Promise<LighthouseRun>} */
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
    /** @type {LighthouseRun['metrics']} */
    const metrics = {};
    for (const id of METRICS)
      metrics[id] = { value: audits[id]?.displayValue ?? '', score: audits[id]?.score ?? null };
    return { scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's performance score moves by several points between runs (and by far more when
 * the machine is busy), so a budget is judged on the median of several runs, as Lighthouse's
 * own documentation advises. The run whose performance score is the median is returned whole.
 * @param {string} url @param {number} runs @returns {Promise<{ runs: LighthouseRun[], median: LighthouseRun }>}
 */
export async function runLighthouseMedian(url, runs) {
  /** @type {LighthouseRun[]} */
  const done = [];
  // One after another: two Chromiums at once would slow each other down.
  for (let i = 0; i < runs; i += 1) done.push(await runLighthouse(url));
  const byPerformance = [...done].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!median) throw new Error('runLighthouseMedian needs at least one run');
  return { runs: done, median };
}
