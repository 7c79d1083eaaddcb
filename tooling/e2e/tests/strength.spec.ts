import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { strengthListResponseSchema } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import { collectConsoleProblems, scanAndCapture, waitForHydration } from '../support/page-checks';

test('the overview has 11 tiles; a tile scrolls to its block and focuses its heading', async ({
  page,
  request,
}) => {
  const { data } = strengthListResponseSchema.parse(
    await (await request.get('/api/strength/list')).json(),
  );
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/strength');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('대륜의 강점');
  const tiles = page.getByRole('navigation', { name: '강점 바로가기' }).getByRole('button');
  await expect(tiles).toHaveCount(11);
  // Placeholders filled from the initial data.
  await expect(tiles.first()).toContainText(`${data.initialData.pro_count}명의 핵심 구성원`);
  await expect(page.getByText('pro_count')).toHaveCount(0);

  await waitForHydration(page);
  await tiles.nth(9).click();
  const heading = page.locator('#strength-fixed-fee-title');
  await expect(heading).toBeFocused();
  await expect(page.locator('#strength-fixed-fee figure')).toBeInViewport();
  // The footnote marker became the date; the "*" line is a grey footnote.
  await expect(page.locator('#strength-members .strength-footnote time')).toHaveText(
    data.consult_date.replaceAll('-', '.'),
  );
  await expect(page.locator('.strength-view-more__list[data-columns="4"] a')).toHaveCount(11);
  expect(problems).toEqual([]);
});

test('a detail page lists the other strengths and leads back; a wrong url is a 404', async ({
  page,
}) => {
  await page.goto('/strength/quality');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('소송 품질 보증제');
  const others = page.locator('.strength-view-more__list[data-columns="3"] a');
  await expect(others).toHaveCount(10);
  await expect(others.filter({ hasText: '소송 품질 보증제' })).toHaveCount(0);
  await page.getByRole('link', { name: '강점 한눈에 보기로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/strength$/);

  const response = await page.goto('/strength/no-such-strength');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('the infrastructure variant gives no buttons to the counselling centre', async ({ page }) => {
  await page.goto('/strength/evidence');
  const blocks = page.locator('.strength-infra');
  await expect(blocks).toHaveCount(4);
  await expect(blocks.filter({ hasText: '디지털포렌식센터' }).getByRole('link')).toHaveCount(1);
  await expect(blocks.filter({ hasText: '심리상담센터' }).getByRole('link')).toHaveCount(0);
  // The centres the firm runs: the groups under a centre parent in the group list (call #1).
  const groups = (await (await page.request.get('/api/center/list')).json()) as {
    data: { parent_code: string | null }[];
  };
  const centres = groups.data.filter((group) => group.parent_code !== null).length;
  expect(centres).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: `${centres}개 전문 센터` })).toBeVisible();
});

/** Full-page screenshots show the lazy block images only once they have loaded. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const [path, name] of [
  ['/strength', 'strength'],
  ['/strength/quality', 'strength-detail-standard'],
  ['/strength/members', 'strength-detail-people'],
  ['/strength/evidence', 'strength-detail-infrastructure'],
  ['/strength/ai-strategy', 'strength-detail-keywords'],
] as const) {
  // One test a width: three axe scans of a long page outgrow one test's time on two cores.
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    test(`${path}: zero axe violations and a screenshot at ${viewports[width].width} px`, async ({
      page,
    }) => {
      await scanAndCapture(page, path, name, width, loadLazyImages);
    });
  }
}
