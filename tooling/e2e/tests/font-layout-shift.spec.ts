import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { viewports } from '../support/environment';
import { waitForHydration } from '../support/page-checks';

// The web font (Pretendard, loaded after the first paint) must not move the page being read:
// the layout shifts Chromium reports on an article, summed as CLS counts them, stay under 0.01
// (0.034 when the font was switched in under the reader). Read from the layout-shift entries
// once the font's slices have loaded, not after a time.

declare global {
  interface Window {
    __layoutShifts?: Array<{ value: number; hadRecentInput: boolean }>;
  }
}

async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        window.__layoutShifts!.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const webFontLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((face) => /pretendard/i.test(face.family) && face.status === 'loaded'),
  );

/** The sum of the shifts no input caused, after two frames have been laid out and painted. */
const layoutShiftScore = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return (window.__layoutShifts ?? [])
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0);
  });

for (const width of ['mobile', 'desktop'] as const) {
  test(`/info/1 does not move when the web font arrives (${width})`, async ({ page }) => {
    await page.setViewportSize(viewports[width]);
    await recordLayoutShifts(page);
    await page.goto('/info/1');
    await waitForHydration(page);
    await expect.poll(() => webFontLoaded(page)).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShiftScore(page)).toBeLessThan(0.01);
  });
}

test('the web font is switched in when the visitor opens another page', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/info/1');
  await waitForHydration(page);
  await expect.poll(() => webFontLoaded(page)).toBe(true);
  const stack = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--lf-font-sans'),
    );
  // The page first shown keeps the system font it was painted in.
  expect(await stack()).not.toMatch(/pretendard/i);

  await page.getByLabel('이전 글과 다음 글').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/info\/1$/);
  await expect.poll(stack).toMatch(/pretendard/i);
});
