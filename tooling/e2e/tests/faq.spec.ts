import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

import { faqGroupListResponseSchema, faqListResponseSchema } from '@lawfirm/api-client/site';
import { FAQ_PAGE_SIZE } from '@lawfirm/api-client';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Legal Q&A (/faq, /faq/{code_desc}, /faq/detail/{idx}), §5 Pagination, §8,
// §9 FAQ page size, against the real api and its seed.

async function faqList(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get('/api/faq/list', { params: query });
  return faqListResponseSchema.parse(await response.json()).data;
}

const list = (page: Page) => page.getByRole('list', { name: '질문 목록' });
const pager = (page: Page) => page.getByRole('navigation', { name: '질문 목록 페이지' });
// The current page's number, a plain text (not a link). While the next page loads, the router
// also marks the links to it aria-current (TanStack Link's active state follows the URL at once).
const currentPage = (page: Page) => pager(page).locator('span[aria-current="page"]');

test('the list pages by 9 with 5 page numbers; previous and next are disabled at the ends', async ({
  page,
  request,
}) => {
  const { totalCount } = await faqList(request);
  const totalPages = Math.ceil(totalCount / FAQ_PAGE_SIZE);
  expect(totalPages).toBeGreaterThan(5);
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('법률 Q&A');
  await expect(
    page.getByText('비전문가의 답변이나 광고성 답변이 아닌, 분야별 전문 변호사가 직접 답변합니다.'),
  ).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(FAQ_PAGE_SIZE);
  await expect(page.getByText(`총 ${totalCount.toLocaleString('ko-KR')}건`)).toBeVisible();
  await expect(pager(page).getByRole('link', { name: '이전 페이지' })).toHaveCount(0);
  // Five numbers: the current one marked, the other four links.
  await expect(currentPage(page)).toHaveText(/^1/);
  await expect(pager(page).getByRole('link', { name: /^\d+\s?페이지$/ })).toHaveCount(4);

  await waitForHydration(page);
  await pager(page).getByRole('link', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/\/faq\?page=2$/);
  await expect(currentPage(page)).toHaveText(/^2/);
  await expect(pager(page).getByRole('link', { name: '이전 페이지' })).toHaveCount(1);
  await expect(page).toHaveTitle('법률 Q&A - 2페이지 | 법무법인 대륜');

  await page.goto(`/faq?page=${totalPages}`);
  await expect(pager(page).getByRole('link', { name: '다음 페이지' })).toHaveCount(0);
  await expect(list(page).getByRole('listitem')).toHaveCount(
    totalCount - (totalPages - 1) * FAQ_PAGE_SIZE,
  );
  expect(problems).toEqual([]);
  // A page past the last is no page.
  const past = await page.goto(`/faq?page=${totalPages + 1}`);
  expect(past?.status()).toBe(404);
});

test('a search finds what the api finds; nothing found says so and is noindex', async ({
  page,
  request,
}) => {
  const keyword = '이혼';
  const found = await faqList(request, { keyword });
  expect(found.totalCount).toBeGreaterThan(0);
  await page.goto('/faq');
  await waitForHydration(page);
  const box = page.getByRole('searchbox', { name: '법률 Q&A 검색어' });
  await box.fill(` ${keyword} `);
  await box.press('Enter');
  await expect(page).toHaveURL(`/faq?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 2, name: /‘이혼’ 검색 결과/ })).toBeVisible();
  await expect(list(page).getByRole('link')).toHaveText(found.list.map((item) => item.question));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const response = await page.goto(`/faq?keyword=${encodeURIComponent('없는검색어입니다')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  await expect(list(page)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a category lists its own questions; an unknown one is a 404', async ({ page, request }) => {
  const groups = faqGroupListResponseSchema.parse(
    await (await request.get('/api/faq/groups')).json(),
  ).data.list;
  const divorce = groups.find((group) => group.code_desc === 'divorce')!;
  const { list: expected } = await faqList(request, { code_desc: divorce.code_desc });
  await page.setViewportSize(viewports.desktop);
  await page.goto('/faq');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: '업무 분야' })
    .getByRole('link', { name: divorce.code_name, exact: true })
    .click();
  await expect(page).toHaveURL('/faq/divorce');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${divorce.code_name} 법률 Q&A`);
  await expect(list(page).getByRole('link')).toHaveText(expected.map((item) => item.question));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq\/divorce$/);

  const response = await page.goto('/faq/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('on a phone the categories are a grid of 8 with more and close', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/faq');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: '업무 분야' });
  // "All" and the first 8.
  await expect(menu.getByRole('link').filter({ visible: true })).toHaveCount(9);
  await menu.getByRole('button', { name: '분야 더보기' }).click();
  await expect(menu.getByRole('link').filter({ visible: true })).toHaveCount(
    await menu.getByRole('link').count(),
  );
  await menu.getByRole('button', { name: '접기' }).click();
  await expect(menu.getByRole('link').filter({ visible: true })).toHaveCount(9);
});

test('a detail opens from the list and leads back to its list; an unknown idx is a 404', async ({
  page,
  request,
}) => {
  const { list: items } = await faqList(request, { code_desc: 'divorce' });
  const first = items[0]!;
  const problems = collectConsoleProblems(page);
  await page.goto('/faq/divorce');
  await waitForHydration(page);
  await list(page).getByRole('link', { name: first.question }).click();
  await expect(page).toHaveURL(`/faq/detail/${first.idx}`);
  // The Q badge beside it is decoration, out of the heading's name.
  await expect(
    page.getByRole('heading', { level: 1, name: first.question, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^조회수 [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '변호사 답변' })).toBeVisible();
  const chips = page.getByRole('list', { name: '키워드' }).getByRole('link');
  await expect(chips).toHaveText(
    first.keyword
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => `#${part}`),
  );
  await page.getByRole('link', { name: '목록 보기' }).click();
  await expect(page).toHaveURL('/faq/divorce');
  expect(problems).toEqual([]);

  const response = await page.goto('/faq/detail/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('"was this answer helpful?" is recorded by the api once, and the visitor thanked', async ({
  page,
  request,
}) => {
  const [first] = (await faqList(request)).list;
  const answers: Array<{ body: string | null; status: number }> = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/feedback')) {
      answers.push({ body: response.request().postData(), status: response.status() });
    }
  });
  await page.goto(`/faq/detail/${first!.idx}`);
  await waitForHydration(page);
  const feedback = page.getByRole('region', { name: '이 답변이 도움이 되었나요?' });
  const helpful = feedback.getByRole('button', { name: '도움이 됐어요' });
  await helpful.dblclick();
  await expect(feedback.getByRole('status')).toHaveText(
    '도움이 되었다니 다행입니다. 의견 감사합니다.',
  );
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  // One answer a visit: the other choice is disabled (aria-disabled, so focus stays) and a
  // click on it sends nothing.
  const notHelpful = feedback.getByRole('button', { name: '아쉬워요' });
  await expect(notHelpful).toBeDisabled();
  await notHelpful.dispatchEvent('click');
  await expect(feedback.getByRole('status')).toContainText('다행입니다');
  expect(answers).toEqual([{ body: JSON.stringify({ helpful: true }), status: 200 }]);
});

test('the list and a detail have their heads, no axe violations, and screenshots at three widths', async ({
  page,
  request,
}) => {
  const { list: items } = await faqList(request);
  const first = items[0]!;
  for (const [name, path] of [
    ['faq-list', '/faq'],
    ['faq-detail', `/faq/detail/${first.idx}`],
  ] as const) {
    await page.setViewportSize(viewports.desktop);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
    await expectNoAxeViolations(page);
    for (const width of ['mobile', 'tablet', 'desktop'] as const) {
      await screenshotAt(page, name, width);
    }
  }
  await page.setViewportSize(viewports.mobile);
  await page.goto(`/faq/detail/${first.idx}`);
  await waitForHydration(page);
  // Nothing runs past a phone's width (a long neighbour title is cut with an ellipsis).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    viewports.mobile.width,
  );
  await expectNoAxeViolations(page);
});
