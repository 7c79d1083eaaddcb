import { expect, test } from '../support/fixtures';

import { join } from 'node:path';

import { screenshotDir, viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

test.describe('desktop header', () => {
  test.use({ viewport: viewports.desktop });

  test('the route menu opens on hover, closes on leave, and a link navigates', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const qna = nav.getByRole('link', { name: '법률 Q&A' });
    await expect(qna).toBeHidden();

    await nav.getByRole('link', { name: '법률 자료' }).first().hover();
    await expect(qna).toBeVisible();
    await expectNoAxeViolations(page);
    // Taken as is: screenshotAt sets the viewport again, which moves the pointer off the menu.
    await page.screenshot({ path: join(screenshotDir, 'header-menu-open-1440.png') });

    await page.mouse.move(700, 600);
    await expect(qna).toBeHidden();
    await expect(header.locator('.site-header__bar')).toHaveCSS('height', '80px');

    await nav.getByRole('link', { name: '법률 자료' }).first().hover();
    await qna.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(qna).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the keyboard opens the menu and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const column = nav.getByRole('link', { name: '법률 자료' }).first();
    await column.focus();
    await expect(nav.getByRole('link', { name: '법률 Q&A' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: '법률 Q&A' })).toBeHidden();
    await expect(column).toBeFocused();
  });

  test('one Escape closes the menu from a sub link and focus returns to its column', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const column = nav.getByRole('link', { name: '법률 자료' }).first();
    const qna = nav.getByRole('link', { name: '법률 Q&A' });
    await column.focus();
    // Tab down the column to a sub link, as a keyboard user reaches it.
    while (!(await qna.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect(qna).toBeHidden();
    await expect(column).toBeFocused();
    await expect(page.locator('.site-header__bar')).toHaveCSS('height', '80px');
  });

  test('one Escape closes the menu a hover opened', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const qna = nav.getByRole('link', { name: '법률 Q&A' });
    await nav.getByRole('link', { name: '법률 자료' }).first().hover();
    await expect(qna).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(qna).toBeHidden();
  });

  test('the full menu is a modal dialog that Escape closes, giving focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = page
      .locator('.site-header__desktop')
      .getByRole('button', { name: '전체 메뉴 열기' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'header-full-menu', 'desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the search button opens a search that goes to the integrated search', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: '검색창 열기' }).click();
    // The header's box, not the home page's landing search.
    const box = page.getByRole('banner').getByRole('searchbox', { name: '사이트 검색어' });
    await box.fill(' 이혼 ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/integrate\?search=%EC%9D%B4%ED%98%BC&tab=%EC%A0%84%EC%B2%B4$/);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: viewports.mobile });

  test('logo, search icon and the menu toggle, with no axe violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.site-header__desktop')).toBeHidden();
    const mobile = page.locator('.site-header__mobile');
    await expect(mobile.getByRole('link', { name: '법무법인 대륜 홈' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(mobile.getByRole('link', { name: '통합 검색' })).toHaveAttribute(
      'href',
      '/integrate?search=&tab=%EC%A0%84%EC%B2%B4',
    );
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'header', 'mobile', { fullPage: false });
    await screenshotAt(page, 'header', 'tablet', { fullPage: false });
    await page.setViewportSize(viewports.mobile);

    const toggle = mobile.getByRole('button', { name: '전체 메뉴 열기' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(dialog).toBeVisible();
    await screenshotAt(page, 'header-full-menu', 'mobile', { fullPage: false });
    await dialog.getByRole('link', { name: '전국 사무소 안내' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(dialog).toBeHidden();
  });
});
