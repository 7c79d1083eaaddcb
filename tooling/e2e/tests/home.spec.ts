import { expect, test } from '../support/fixtures';

import { statisticsResponseSchema } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import {
  addTestStyles,
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';
import { featuredKeywordLinks, homeLanding } from '../support/home-landing';

const figureUnits = {
  consult_cnt: '건+',
  mandate_cnt: '건+',
  professional_cnt: '명',
  consult_cnt_day: '건',
  mandate_cnt_day: '건',
  office_cnt: '곳',
} as const;

for (const width of ['mobile', 'tablet', 'desktop'] as const) {
  test(`at ${viewports[width].width} px the count-up reaches the seeded figures once the strip is seen`, async ({
    page,
    request,
  }) => {
    const statistics = statisticsResponseSchema.parse(
      await (await request.get('/api/statistics')).json(),
    ).data;
    await page.setViewportSize(viewports[width]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const strip = page.getByRole('region', { name: '숫자로 보는 대륜' });
    await strip.scrollIntoViewIfNeeded();
    for (const [key, unit] of Object.entries(figureUnits)) {
      await expect(strip.getByTestId(`count-${key}`)).toHaveText(
        `${statistics[key as keyof typeof figureUnits].toLocaleString('ko-KR')}${unit}`,
      );
    }
    // The footnote date of the cumulative figures.
    await expect(
      strip.getByText(statistics.consult_date.replaceAll('-', '.'), { exact: false }).first(),
    ).toBeVisible();
  });

  test(`at ${viewports[width].width} px the tab pill scrolls to each section, the distribution one 60 px below the top`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[width]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The scroll of the hydrated page is what is checked here; a click during hydration
    // lands on a page whose cards are still turning into carousels above the pill.
    await waitForHydration(page);
    const pill = page.getByRole('navigation', { name: '상담 시스템 바로가기' });
    await pill.scrollIntoViewIfNeeded();
    for (const [label, id, offset] of [
      ['정밀 배정', 'distribution', 60],
      ['상담 시스템', 'system', 0],
    ] as const) {
      await pill.getByRole('button', { name: label }).click();
      await expect(pill.getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect
        .poll(() =>
          page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top),
        )
        .toBeCloseTo(offset, 0);
    }
  });
}

test('hash tags search the site with the middle-dot rule; link cards carry the phone', async ({
  page,
  request,
}) => {
  const landing = await homeLanding(request);
  await page.goto('/');
  const tags = featuredKeywordLinks(page);
  await expect(tags).toHaveCount(landing.hashTags.length);
  const dotted = landing.hashTags.find((tag) => tag.includes('·'))!;
  await expect(page.getByRole('link', { name: `#${dotted}` })).toHaveAttribute(
    'href',
    `/integrate?search=${encodeURIComponent(dotted.replace('·', ' '))}&tab=${encodeURIComponent('전체')}&recommend=true`,
  );
  await expect(page.getByRole('link', { name: /상담 예약.*1800-7905/ })).toHaveAttribute(
    'href',
    '/choice',
  );
  await expect(page.getByText('{phone}')).toHaveCount(0);
});

test('the search box goes to /integrate with the trimmed text on Enter', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const search = page.getByRole('main').getByRole('searchbox', { name: '사이트 검색어' });
  await search.fill('  이혼 소송 ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/integrate\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('search')).toBe('이혼 소송');
  expect(url.searchParams.get('tab')).toBe('전체');
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  for (const [label, third] of [
    ['글로벌 메가 로펌과 네트워크 로펌 비교', '배정'],
    ['사건을 맡기는 여섯 가지 방법', '재판 변호사 지정'],
  ] as const) {
    test(`"${label}" is a carousel whose dots change the slide`, async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const carousel = page.getByRole('region', { name: label });
      await carousel.scrollIntoViewIfNeeded();
      const dots = carousel.getByRole('button', { name: /번째 슬라이드 보기/ });
      await expect(dots).toHaveCount(label.includes('여섯') ? 6 : 5);
      await dots.nth(2).click();
      await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(carousel.getByRole('heading', { name: third })).toBeInViewport();
    });
  }

  test('the "first in Korea" banner becomes a rounded box without moving what follows', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Measured laid out (below the first screen it is skipped until near: content-visibility)
    // and once Pretendard's slices have loaded after the first paint (the page keeps the system
    // font it was painted in until the next page), so that only the reveal could change its
    // height.
    await addTestStyles(page, '.home-first { content-visibility: visible !important; }');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => /pretendard/i.test(face.family) && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    const section = page.getByRole('region', { name: '미국 메가 로펌의 시스템을 도입한 법무법인' });
    const height = () => section.evaluate((element) => element.getBoundingClientRect().height);
    const before = await height();
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-revealed', 'true');
    // The rounded shape is reached once the 800 ms delay and the transition are over.
    await expect
      .poll(() => section.locator('.home-first__box').evaluate((box) => box.getAnimations().length))
      .toBe(0);
    expect(await height()).toBe(before);
  });
});

test('the home page hydrates without warnings, with zero axe violations at three widths', async ({
  page,
}) => {
  // Three widths, each scrolled through and scanned: longer than one page check.
  test.setTimeout(120_000);
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    // Scrolled through once so that every reveal has run before axe and the screenshot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(3_500);
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'home', width);
  }
  expect(problems).toEqual([]);
});

const overlaps = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const width of [375, 1440] as const) {
  test(`at ${width} px the tab pill never covers the section under it`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.goto('/');
    await waitForHydration(page);
    const pill = page.getByRole('navigation', { name: '상담 시스템 바로가기' });
    // Each heading of the system section brought to the top of the window, where a stuck
    // pill would sit on it.
    const headings = page.locator('#system').getByRole('heading');
    const count = await headings.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      await heading.evaluate((element) => {
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 30 });
      });
      const [pillBox, headingBox] = await Promise.all([
        pill.locator('ul').evaluate((element) => element.getBoundingClientRect().toJSON()),
        heading.evaluate((element) => element.getBoundingClientRect().toJSON()),
      ]);
      expect(overlaps(pillBox as DOMRect, headingBox as DOMRect)).toBe(false);
    }
  });
}

test.describe('home carousels off screen at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('autoplay stops while a carousel is off screen and resumes when it is back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: '사건을 맡기는 여섯 가지 방법' });
    const current = carousel.locator('.lf-carousel__dot[aria-current="true"]');
    const dots = carousel.locator('.lf-carousel__dot');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    // Off screen (the page's top): three autoplay delays pass and the first slide stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel).not.toBeInViewport();
    await page.clock.runFor(3 * 3_500 + 100);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    // On screen: one delay moves it on.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeInViewport();
    await page.clock.runFor(3_500 + 100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveCount(1);
  });
});
