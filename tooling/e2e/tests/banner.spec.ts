import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// The seed keeps banner 1 (desktop) and banner 2 (mobile) on every day, all day, until 2089;
// both read "24시간 상담 예약, 지금 바로 신청하세요" and link to /choice.
const ALWAYS_ON_ALT = '24시간 상담 예약, 지금 바로 신청하세요';

const bannerRegion = (page: Page) => page.getByRole('complementary', { name: '프로모션 배너' });
const alwaysOnSlide = (page: Page) =>
  bannerRegion(page)
    .getByRole('group')
    .filter({ has: page.getByRole('img', { name: ALWAYS_ON_ALT }) });

test('desktop banners above 900 px, mobile ones below, and no axe violations', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  // The home page's reveals start once it has hydrated; axe waits for them to finish.
  await waitForHydration(page);
  await expect(bannerRegion(page)).toHaveAttribute('data-device', 'desktop');
  await expect(alwaysOnSlide(page).getByRole('img')).toHaveAttribute('src', /banner-01-pc\.svg$/);
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'banner-top', 'desktop', { fullPage: false });

  await page.setViewportSize(viewports.mobile);
  await expect(bannerRegion(page)).toHaveAttribute('data-device', 'mobile');
  await expect(alwaysOnSlide(page).getByRole('img')).toHaveAttribute(
    'src',
    /banner-02-mobile\.svg$/,
  );
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'banner-top', 'mobile', { fullPage: false });
  await screenshotAt(page, 'banner-top', 'tablet', { fullPage: false });
  expect(problems).toEqual([]);
});

test('"오늘 하루 보지 않기" hides the banner, and it stays hidden after a reload', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/');
  // The buttons are in the server's HTML; they act once the page has hydrated (a busy
  // machine can take seconds to get there).
  await waitForHydration(page);
  await alwaysOnSlide(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(alwaysOnSlide(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  // The banner list has arrived once the slot has decided (the region or nothing at all).
  await page.waitForLoadState('networkidle');
  await expect(alwaysOnSlide(page)).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('lawfirm.topBanner.hideUntil.2'));
  const hoursAhead = (Number(stored) - Date.now()) / 3_600_000;
  expect(hoursAhead).toBeGreaterThan(23.9);
  expect(hoursAhead).toBeLessThanOrEqual(24);
});

test('close hides the banner for the session only', async ({ browser }) => {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await alwaysOnSlide(page)
    .getByRole('button', { name: `${ALWAYS_ON_ALT} 배너 닫기` })
    .click();
  await expect(alwaysOnSlide(page)).toHaveCount(0);
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await expect(alwaysOnSlide(page)).toHaveCount(0);
  await context.close();

  // A new session (a new context has empty sessionStorage) shows it again.
  const fresh = await browser.newContext({ viewport: viewports.desktop });
  const again = await fresh.newPage();
  await again.goto('/');
  await expect(alwaysOnSlide(again)).toHaveCount(1);
  await fresh.close();
});

test('a banner click is reported before the link is followed', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  // Passed through to the real api, only to read its answer: the page leaves at once, and
  // Playwright loses track of a beacon's response after a navigation.
  const answers: { status: number; body: string }[] = [];
  await page.route('**/api/popup/top/click', async (route) => {
    const response = await route.fetch();
    answers.push({ status: response.status(), body: await response.text() });
    await route.fulfill({ response });
  });
  await page.goto('/');
  // A click before hydration is a plain link: it navigates without the report.
  await waitForHydration(page);
  await alwaysOnSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/choice$/);
  // 200 only for a valid {idx} of a known banner (400 or 404 otherwise).
  await expect.poll(() => answers).toEqual([{ status: 200, body: '{"result":true}' }]);
});
