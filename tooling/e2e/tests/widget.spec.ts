import { expect, test } from '@playwright/test';

import { demoUrl, ports, viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
} from '../support/page-checks';

test('a third-party page embeds the widget with one script tag from the api origin', async ({
  page,
}) => {
  const scriptOrigins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptOrigins.add(new URL(request.url()).port);
  });
  const problems = collectConsoleProblems(page);
  await page.goto(demoUrl);
  const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
  await expect(launcher).toBeVisible();
  // The loader comes from the api's origin, not from the embedding page's.
  expect([...scriptOrigins]).toEqual([String(ports.api)]);
  // Exactly one script tag on the host page, and the widget lives in a shadow root.
  expect(await page.locator('script[src*="loader"]').count()).toBe(1);
  expect(
    await page.evaluate(() =>
      [...document.body.children].some((element) => element.shadowRoot !== null),
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('the launcher lazy-loads the panel, which opens and closes', async ({ page }) => {
  const panelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/') && !request.url().includes('loader'))
      panelRequests.push(request.url());
  });
  await page.goto(demoUrl);
  const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
  await expect(launcher).toBeVisible();
  expect(panelRequests).toEqual([]);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  await expect(panel).toBeVisible();
  expect(panelRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '1:1 상담 닫기' })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('screenshots of the demo page with the panel open at 375, 768 and 1440 px', async ({
  page,
}) => {
  await page.goto(demoUrl);
  await screenshotAt(page, 'widget-demo-closed', 'desktop');
  await page.getByRole('button', { name: '1:1 상담 열기' }).click();
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    // Wait for the opening transition to end, so the picture shows the panel as it rests.
    await expect(panel).toHaveCSS('opacity', '1');
    await screenshotAt(page, 'widget-demo-open', width, { fullPage: false });
  }
});
