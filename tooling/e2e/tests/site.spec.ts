import { expect, test } from '@playwright/test';

import { centerListResponseSchema } from '@lawfirm/api-client';

import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
} from '../support/page-checks';

test('/ arrives as server-rendered HTML holding the Korean content and the centre list', async ({
  request,
}) => {
  const centers = centerListResponseSchema.parse(
    await (await request.get('/api/center/list')).json(),
  ).data;
  expect(centers.length).toBeGreaterThan(0);

  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*lang="ko"/);
  expect(html).toMatch(/<main[^>]*id="main"/);
  // Names that came from the api's database, rendered on the server, not by the browser.
  const practiceGroup = centers.find((center) => center.code === 'CT0004');
  expect(practiceGroup).toBeDefined();
  expect(html).toContain(practiceGroup?.code_name);
});

test('the home page hydrates without warnings and passes axe', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a route of a later issue is registered, titled in Korean and says it is being prepared', async ({
  page,
}) => {
  const response = await page.goto('/choice');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 예약');
  await expect(page.getByText('준비 중')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path answers 404 with a Korean page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('찾을 수 없');
  await expect(page.getByRole('link', { name: /홈/ }).first()).toBeVisible();
});

test('after hydration, links navigate on the client without reloading the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
  await page.getByRole('main').getByRole('link', { name: '상담 예약하기' }).click();
  await expect(page).toHaveURL(/\/choice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 예약');
  expect(
    await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
  ).toBe(true);
});

test('screenshots of the home page at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const width of ['mobile', 'tablet', 'desktop'] as const)
    await screenshotAt(page, 'home', width);
});
