import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

const quickMenu = (page: Page) => page.getByRole('navigation', { name: '빠른 상담' });

test.describe('desktop pill (1024 px and wider)', () => {
  test.use({ viewport: viewports.desktop });

  test('the online and phone popups are mutually exclusive and hand focus back', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/faq');
    await waitForHydration(page);
    const menu = quickMenu(page);
    const online = menu.getByRole('button', { name: '온라인 상담' });
    const phone = menu.getByRole('button', { name: '전화 상담' });
    const onlinePopup = page.getByRole('region', { name: '온라인 상담 신청' });
    const phonePopup = page.getByRole('region', { name: '전화 상담' });

    // A pill at the right edge, 120 px above the bottom plus the top banner's height.
    const box = await menu.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(viewports.desktop.width - 40);
    // The seeded desktop banner shows after hydration, and the pill then rises by its height.
    const banner = page.locator('.lf-top-banner-slot');
    await expect
      .poll(() => banner.evaluate((slot) => Math.round(slot.getBoundingClientRect().height)))
      .toBeGreaterThan(0);
    const bannerHeight = await banner.evaluate((slot) =>
      Math.round(slot.getBoundingClientRect().height),
    );
    await expect
      .poll(async () => {
        const pill = (await menu.boundingBox())!;
        return Math.round(viewports.desktop.height - (pill.y + pill.height));
      })
      .toBe(120 + bannerHeight);

    await online.click();
    await expect(onlinePopup).toBeVisible();
    await expect(onlinePopup.getByRole('link', { name: /기업 상담/ })).toHaveAttribute(
      'href',
      '/consulting',
    );
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'quick-menu-online', 'desktop', { fullPage: false });

    await phone.click();
    await expect(phonePopup.getByRole('link', { name: '1800-7905' })).toHaveAttribute(
      'href',
      'tel:18007905',
    );
    await expect(onlinePopup).toBeHidden();
    await expect(online).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'quick-menu-phone', 'desktop', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(phonePopup).toBeHidden();
    await expect(phone).toBeFocused();

    // The site's own chat opens in place (chat-entry.spec.ts), not in a new tab.
    const chat = menu.getByRole('link', { name: /채팅 상담/ });
    await expect(chat).toHaveAttribute('href', '/daeryuntalk');
    await expect(chat).not.toHaveAttribute('target', /.+/);
    expect(problems).toEqual([]);
  });

  test('a consultation link navigates and the popup closes with the route change', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await quickMenu(page).getByRole('button', { name: '온라인 상담' }).click();
    const onlinePopup = page.getByRole('region', { name: '온라인 상담 신청' });
    await onlinePopup.getByRole('link', { name: /개인 상담/ }).click();
    await expect(page).toHaveURL(/\/consult$/);
    await expect(onlinePopup).toBeHidden();
  });
});

test.describe('bottom bar (below 1024 px)', () => {
  test.use({ viewport: viewports.mobile });

  test('three tabs at the bottom whose highlight moves every 3 s; phone offers tel links', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const menu = quickMenu(page);
    const box = await menu.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(viewports.mobile.height);
    expect(Math.round(box!.width)).toBe(viewports.mobile.width);

    const highlighted = menu.locator('.site-quick-menu__item[data-highlighted]');
    const before = await highlighted.textContent();
    await expect(highlighted).not.toHaveText(before!, { timeout: 4_000 });

    await menu.getByRole('button', { name: '전화 상담' }).click();
    const phonePopup = page.getByRole('region', { name: '전화 상담' });
    await expect(phonePopup.getByRole('link')).toHaveCount(2);
    await expect(phonePopup.getByRole('link', { name: /기업 전화 상담/ })).toHaveAttribute(
      'href',
      'tel:18007905',
    );
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'quick-menu-phone', 'mobile', { fullPage: false });

    // On the pill it becomes the number box; dropping below 1024 px closes it (spec/site.md §2).
    await page.setViewportSize({ width: 1100, height: 812 });
    await expect(phonePopup.getByRole('link', { name: '1800-7905', exact: true })).toBeVisible();
    await page.setViewportSize(viewports.mobile);
    await expect(phonePopup).toBeHidden();
  });

  test('the page keeps its end clear of the bar', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const barTop = (await quickMenu(page).boundingBox())!.y;
    // Scrolled to the very end (again on each try: the FAQ list may still be growing).
    const footerBottomAtEnd = () =>
      page.getByRole('contentinfo').evaluate((footer) => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return footer.getBoundingClientRect().bottom;
      });
    await expect.poll(footerBottomAtEnd).toBeLessThanOrEqual(barTop + 1);
  });
});

test('screenshots of the quick menu at 768 px', async ({ page }) => {
  await page.setViewportSize(viewports.tablet);
  await page.goto('/faq');
  await waitForHydration(page);
  await quickMenu(page).getByRole('button', { name: '온라인 상담' }).click();
  await expect(page.getByRole('region', { name: '온라인 상담 신청' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'quick-menu-online', 'tablet', { fullPage: false });
});

for (const width of [1024, 1280, 1440] as const) {
  test(`at ${width} px the pill keeps clear of the page's content`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const pillLeft = await quickMenu(page)
      .locator('.site-quick-menu__list')
      .evaluate((element) => element.getBoundingClientRect().left);
    // The right edge of the content box of every container of the page and the footer.
    const contentRights = await page
      .locator(':is(main, footer) .site-container')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return box.right - parseFloat(getComputedStyle(element).paddingRight);
        }),
      );
    expect(contentRights.length).toBeGreaterThan(0);
    for (const right of contentRights) expect(right).toBeLessThanOrEqual(pillLeft);
    // And the landing cards themselves, the rightmost content of the first screen.
    const cardRights = await page
      .locator('main a, main li')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.closest('.lf-carousel') === null)
          .map((element) => element.getBoundingClientRect().right),
      );
    expect(Math.max(...cardRights)).toBeLessThanOrEqual(pillLeft);
  });
}
