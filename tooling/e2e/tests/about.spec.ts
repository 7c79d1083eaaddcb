import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Other firm pages, at /about/* (paths ours).
const PAGES = [
  {
    path: '/about/greeting',
    name: 'greeting',
    h1: '인사말',
    sections: ['대표 인사말', '미션', '비전', '경영 가치', 'CI 소개'],
  },
  {
    path: '/about/intro',
    name: 'intro',
    h1: '대륜 소개',
    sections: ['하나의 법인, 하나의 책임', '함께하는 협력 기관'],
  },
  {
    path: '/about/system',
    name: 'system',
    h1: '업무 시스템',
    sections: ['상담 시스템', '체계적인 배정 시스템', '사후 관리 시스템'],
  },
  {
    path: '/about/ci',
    name: 'ci',
    h1: 'CI 소개',
    sections: ['대륜의 CI', 'CI에 담긴 의미', '컬러 시스템', '시그니처'],
  },
] as const;

/** Waits until the page has hydrated (its scripts loaded and its data settled). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Width-dependent parts (the values carousel, the vision timer) start after hydration.
  await waitForHydration(page);
}

for (const about of PAGES) {
  test(`${about.path} renders its one h1, its sections and the return banner`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.setViewportSize(viewports.desktop);
    await open(page, about.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const title of about.sections) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`^${about.h1}`));
    await expect(page.getByRole('link', { name: '대륜의 강점 보기' })).toHaveAttribute(
      'href',
      '/strength',
    );
    // The dev server's hot-reload socket is no part of the page.
    expect(problems.filter((problem) => !/WebSocket|\[vite\]/.test(problem))).toEqual([]);
  });

  // One test a width: three axe scans of a long page outgrow one test's time on two cores.
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    test(`${about.path}: zero axe violations and a screenshot at ${viewports[width].width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports[width]);
      await open(page, about.path);
      await expectNoAxeViolations(page);
      // Nothing wider than the screen (no sideways scrolling at 375 px).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[width].width,
      );
      await screenshotAt(page, `about-${about.name}`, width);
    });
  }
}

test('the greeting buttons scroll to their five sections and hand them focus', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/greeting');
  const nav = page.getByRole('navigation', { name: '인사말 페이지 바로가기' });
  const targets = [
    ['인사말', 'greeting'],
    ['미션', 'mission'],
    ['비전', 'vision'],
    ['경영 가치', 'management_values'],
    ['CI 소개', 'ci_introduction'],
  ] as const;
  await expect(nav.getByRole('link')).toHaveCount(targets.length);
  for (const [label, id] of [...targets].reverse()) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    const section = page.locator(`#${id}`);
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    // The section's top sits just under the sticky bar, not under it.
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    const barBottom = await nav.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
    expect(top).toBeLessThan(barBottom + 40);
  }
  // The URL keeps no hash: the buttons scroll, they do not navigate.
  expect(new URL(page.url()).hash).toBe('');
});

test('the greeting is signed by the firm’s representative from the firm’s data', async ({
  page,
  request,
}) => {
  // Call #2 is the firm's data: its CT0000 row names the representative.
  const footers = (await (await request.get('/api/center-footer/list')).json()) as {
    data: { code: string; company_name: string; representative: { title: string; name: string } }[];
  };
  const firm = footers.data.find((row) => row.code === 'CT0000')!;
  expect(firm.representative.title).toBe('대표변호사');
  await page.setViewportSize(viewports.desktop);
  await page.goto('/about/greeting');
  const signature = page.locator('#greeting .site-greeting__signature');
  await expect(signature).toHaveText(
    `${firm.company_name} ${firm.representative.title} ${firm.representative.name}`,
  );
  await expect(page.locator('#greeting')).not.toContainText('구성원 일동');
});

test('the vision cards rotate every 2.5 s and hold on hover with that card selected', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/greeting');
  const cards = page.locator('.site-vision');
  await cards.scrollIntoViewIfNeeded();
  await expect(cards).toHaveAttribute('data-step', '2', { timeout: 4_000 });
  const third = page.locator('.site-vision__card').nth(2);
  await third.hover();
  await expect(cards).toHaveAttribute('data-step', '6');
  await expect(third).toHaveAttribute('data-state', 'opened');
  await page.waitForTimeout(3_000);
  await expect(cards).toHaveAttribute('data-step', '6');
  await page.mouse.move(0, 0);
  await expect(cards).toHaveAttribute('data-step', '1', { timeout: 4_000 });
});

test('management values: a carousel whose next button wraps, a list under 768 px', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/greeting');
  const carousel = page.getByRole('region', { name: '경영 가치 슬라이드' });
  const next = carousel.getByRole('button', { name: '다음 슬라이드' });
  const slides = carousel.getByRole('group');
  // The carousel replaces the server's list once the page has hydrated at this width.
  await expect(carousel).toBeVisible();
  await expect(slides.nth(1)).toBeAttached();
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  const counter = page.locator('.site-values__counter strong');
  for (let index = 1; index < count; index += 1) await next.click();
  await expect(counter).toHaveText(String(count).padStart(2, '0'));
  await next.click();
  await expect(counter).toHaveText('01');

  await page.setViewportSize({ width: 767, height: 1024 });
  await expect(carousel).toHaveCount(0);
  const list = page.locator('.site-values--list > li');
  await expect(list).toHaveCount(count);
});

test('the system page has the three section ids; the support banner scrolls to each', async ({
  page,
}) => {
  await page.setViewportSize(viewports.tablet);
  await open(page, '/about/system');
  const banner = page.getByRole('navigation', { name: '지원 시스템 바로가기' });
  const items = [
    ['상담 시스템', 'system_consultation'],
    ['체계적인 배정 시스템', 'system_allocation'],
    ['사후 관리 시스템', 'system_post'],
  ] as const;
  for (const [label, id] of items) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(
      page.locator(`#${id}`).getByRole('heading', { level: 2, name: label }),
    ).toBeVisible();
  }
  // Hover expands an item; the first one is open until then.
  const lastItem = banner.locator('.site-support__item').nth(2);
  await lastItem.hover();
  await expect(lastItem).toHaveAttribute('data-expanded', 'true');
  await expect(banner.locator('.site-support__item[data-expanded]')).toHaveCount(1);
  await banner.getByRole('button', { name: /사후 관리 시스템/ }).click();
  await expect(page.locator('#system_post')).toBeFocused();
  await expect(page.locator('#system_post')).toBeInViewport();
  await screenshotAt(page, 'about-system-support-hover', 'tablet', { fullPage: false });
});

test('the CI page shows the main colour exactly and both signatures', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/ci');
  const colors = page.locator('.site-ci-color');
  await expect(colors.getByText('#AE0E36', { exact: true })).toBeVisible();
  await expect(colors.getByText('R174 G14 B54', { exact: true })).toBeVisible();
  await expect(colors.getByText('C39 M100 Y80 K4', { exact: true })).toBeVisible();
  const swatch = colors.locator('.site-ci-color__swatch');
  expect(await swatch.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(174, 14, 54)',
  );
  await expect(page.getByText('가로 조합')).toHaveCount(2);
  await expect(page.getByText('세로 조합')).toHaveCount(1);
  await expect(page.locator('#ci_explanation li')).toHaveCount(3);
});

test('the intro page shows the partner logos, autoplaying where they do not all fit', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/intro');
  const carousel = page.getByRole('region', { name: '협력 기관', exact: true });
  await expect(carousel.getByRole('group')).toHaveCount(8);
  // Eight logos, eight per view at 1440 px: nothing to scroll, so nothing autoplays.
  await expect(carousel.getByRole('button', { name: '자동 넘김 정지' })).toHaveCount(0);
  await expect(page.locator('.site-intro__paragraphs > p')).toHaveCount(5);
  await expect(page.getByText('1,631곳').first()).toBeVisible();
  // Three per view: the carousel autoplays and offers its pause button.
  await page.setViewportSize(viewports.mobile);
  await expect(carousel.getByRole('button', { name: '자동 넘김 정지' })).toBeVisible();
});

test('back to top appears after scrolling and returns to the top with focus on main', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await open(page, '/about/ci');
  const button = page.getByRole('button', { name: '맨 위로' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await screenshotAt(page, 'about-back-to-top', 'mobile', { fullPage: false });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(button).toBeHidden();
});

test('the header menu lists the four firm pages', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/about/intro');
  const menu = page.getByRole('navigation', { name: '주요 메뉴' });
  await menu.getByRole('link', { name: '법인 소개' }).first().hover();
  // The column itself opens the first firm page, not the strengths overview.
  await expect(menu.getByRole('link', { name: '법인 소개' }).first()).toHaveAttribute(
    'href',
    '/about/greeting',
  );
  for (const [name, href] of [
    ['인사말', '/about/greeting'],
    ['업무 시스템', '/about/system'],
    ['CI 소개', '/about/ci'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test.describe('the support banner on a touch screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the first tap on an item scrolls to its section, not only expands it', async ({ page }) => {
    await open(page, '/about/system');
    const banner = page.getByRole('navigation', { name: '지원 시스템 바로가기' });
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole('button', { name: /사후 관리 시스템/ }).tap();
    await expect(page.locator('#system_post')).toBeFocused();
    await expect(page.locator('#system_post')).toBeInViewport();
    await expect(banner.locator('.site-support__item').nth(2)).toHaveAttribute(
      'data-expanded',
      'true',
    );
  });
});
