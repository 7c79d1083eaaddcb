import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';
import { centreOrigin } from '../support/site-origin';

// The seed keeps banner 1 (desktop) and banner 2 (mobile) on every day, all day, until 2089;
// both read "24시간 상담 예약, 지금 바로 신청하세요" and link to /choice.
const ALWAYS_ON_ALT = '24시간 상담 예약, 지금 바로 신청하세요';

const bannerRegion = (page: Page) => page.getByRole('complementary', { name: '프로모션 배너' });
const alwaysOnSlide = (page: Page) =>
  bannerRegion(page)
    .getByRole('group')
    .filter({ has: page.getByRole('img', { name: ALWAYS_ON_ALT }) });

/** The bottom of the visible header once the home has hydrated: banner and header together. */
async function headerBottomOnHome(page: Page, header: string): Promise<number> {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator(header)).toBeVisible();
  return page.locator(header).evaluate((element) => element.getBoundingClientRect().bottom);
}

/** The smaller side of every visible control the selector finds (touch targets). */
function visibleTargetSides(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return Math.min(box.width, box.height);
      }),
  );
}

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

test.describe('on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('banner and header leave the screen to the page, with 44 px targets and a full-width image', async ({
    page,
  }) => {
    // Together they took 171 px (a quarter of the screen); the strip under the image and the
    // header are now only as tall as their 44 px touch targets need.
    expect(await headerBottomOnHome(page, '.site-header__mobile')).toBeLessThanOrEqual(160);

    // The banner's text stays legible: its image keeps the whole width (900 × 150 scaled).
    const image = alwaysOnSlide(page).getByRole('img');
    const imageBox = await image.boundingBox();
    expect(imageBox?.width).toBe(375);
    expect(imageBox?.height).toBeGreaterThanOrEqual(62);

    const sides = await visibleTargetSides(
      page,
      '.lf-top-banner button, .site-header__mobile .site-header__tool',
    );
    expect(sides.length).toBeGreaterThan(3);
    for (const side of sides) expect(side).toBeGreaterThanOrEqual(44);
  });
});

test.describe('on a 768 × 1024 tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('banner, its buttons and the header take at most 160 px, the whole image shown', async ({
    page,
  }) => {
    // They took 225 px: a 100 px image, the 44 px strip of buttons under it and the 80 px
    // header. The buttons are now laid over the banner's ends, the image between them.
    await headerBottomOnHome(page, '.site-header__desktop');
    const box = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return { top, bottom, left, right };
        });
    const banner = await box('.lf-top-banner');
    const actions = await box('.lf-top-banner__actions');
    const header = await box('.site-header');
    expect(actions.top).toBeGreaterThanOrEqual(banner.top);
    expect(actions.bottom).toBeLessThanOrEqual(banner.bottom);
    expect(actions.right).toBeLessThanOrEqual(768);
    expect(header.top).toBe(banner.bottom);
    // The header's bottom border included: the page starts here.
    expect(header.bottom).toBeLessThanOrEqual(160);

    // Nothing of the image is cut or covered: it keeps its 6:1 ratio, centred on the banner
    // colour, clear of the buttons.
    const image = await box('.lf-top-banner__image');
    // 14 rem clear at each end: 768 - 2 × 224 = 320 px wide.
    expect(image.bottom - image.top).toBeCloseTo(320 / 6, 0);
    expect((image.right - image.left) / (image.bottom - image.top)).toBeCloseTo(6, 1);
    expect(image.left + image.right).toBeCloseTo(768, 0);
    expect(image.right).toBeLessThanOrEqual(actions.left);
    // The seed shows several mobile banners at once, so the carousel's pause is there too.
    const pause = await box('.lf-top-banner .lf-carousel__pause');
    expect(pause.right).toBeLessThanOrEqual(image.left);
    expect(pause.bottom).toBeLessThanOrEqual(banner.bottom);

    const sides = await visibleTargetSides(page, '.lf-top-banner button');
    expect(sides.length).toBeGreaterThan(1);
    for (const side of sides) expect(side).toBeGreaterThanOrEqual(44);
    await screenshotAt(page, 'banner-top-over-header', 'tablet', { fullPage: false });
  });
});

test('at 1440 px the 60 px desktop strip and the header stay as they were', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  const bottom = await headerBottomOnHome(page, '.site-header__desktop');
  const banner = await bannerRegion(page).boundingBox();
  // The 2000 × 60 image scaled to 1440 px, then the 80 px header bar.
  expect(banner?.height).toBeCloseTo(43.2, 0);
  expect(bottom - (banner?.height ?? 0)).toBeCloseTo(80, 0);
});

// spec/site.md §1: each centre is its own site, so it shows its own banners. The seed gives the
// digital forensics centre an always-on pair (banners 12 and 13, linking to its /consult) and
// the corporate centre none.
test("a centre's site shows its own banners and no other site's", async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const forensic = centreOrigin('forensic');
  const forensicAlt = '삭제된 메시지도 증거가 됩니다, 디지털포렌식 상담 신청';
  await page.setViewportSize(viewports.desktop);
  await page.goto(`${forensic}/`);
  await waitForHydration(page);
  const own = bannerRegion(page).getByRole('img', { name: forensicAlt });
  await expect(own).toHaveAttribute('src', /banner-12-pc\.svg$/);
  await expect(bannerRegion(page).getByRole('img', { name: ALWAYS_ON_ALT })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'banner-centre-forensic', 'desktop', { fullPage: false });
  await page.setViewportSize(viewports.mobile);
  await expect(own).toHaveAttribute('src', /banner-13-mobile\.svg$/);
  await screenshotAt(page, 'banner-centre-forensic', 'mobile', { fullPage: false });
  // Its link stays on the centre's site.
  await own.click();
  await expect(page).toHaveURL(`${forensic}/consult`);

  await page.goto(`${centreOrigin('corporate')}/`);
  await waitForHydration(page);
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(bannerRegion(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});
