import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

import {
  centerListResponseSchema,
  faqGroupListResponseSchema,
  faqListResponseSchema,
  fieldListResponseSchema,
  integratedSearchResponseSchema,
} from '@lawfirm/api-client/site';
import { DEFAULT_LIST_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@lawfirm/api-client';

import {
  collectConsoleProblems,
  expectNoAxeViolations,
  scanAndCapture,
  waitForHydration,
} from '../support/page-checks';
import { featuredKeywordLinks, homeLanding } from '../support/home-landing';

// spec/site.md §2 /integrate?search=&tab=전체 (keyword links add recommend=true) and
// /field/area, the header's and the home page's search boxes (§2 Home, Header), §9 search max
// length 20, against the real api and its seed.

const KEYWORD = '이혼';

async function searchApi(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get('/api/search', { params: query });
  return integratedSearchResponseSchema.parse(await response.json()).data;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '검색 결과 분류' });
const resultsHeading = (page: Page, keyword: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`‘${keyword}’ 검색 결과`) });

/** What the page says about a search: its heading and each tab with its count. */
async function expectResultsOf(page: Page, request: APIRequestContext, keyword: string) {
  const { counts } = await searchApi(request, { keyword });
  expect(counts.all).toBeGreaterThan(0);
  await expect(resultsHeading(page, keyword)).toContainText(`총 ${counts.all}건`);
  await expect(tabs(page).getByRole('link')).toHaveText([
    `전체 ${counts.all}건`,
    `변호사 ${counts.lawyer}건`,
    `성공 사례 ${counts.success}건`,
    `법률 정보 ${counts.info}건`,
    `법률 Q&A ${counts.faq}건`,
  ]);
}

test('every featured keyword of the home page finds results (a middle dot searched as a space)', async ({
  page,
  request,
}) => {
  const landing = await homeLanding(request);
  await page.goto('/');
  const tags = featuredKeywordLinks(page);
  await expect(tags).toHaveCount(landing.hashTags.length);
  const hrefs = await tags.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of hrefs) {
    await page.goto(href);
    const keyword = new URL(page.url()).searchParams.get('search')!;
    await expectResultsOf(page, request, keyword);
    await expect(page.getByText('검색 결과가 없습니다')).toHaveCount(0);
  }
});

function searchOf(page: Page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test('the header search lands on /integrate with the results of every tab', async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: '검색창 열기' }).click();
  const box = page.getByRole('banner').getByRole('searchbox', { name: '사이트 검색어' });
  await box.fill(` ${KEYWORD} `);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/integrate\?/);
  expect(searchOf(page)).toEqual({ search: KEYWORD, tab: '전체' });
  await expectResultsOf(page, request, KEYWORD);
  await expect(tabs(page).getByRole('link', { name: /^전체/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(problems).toEqual([]);
});

test('the home search box lands on /integrate with results', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('main').getByRole('searchbox', { name: '사이트 검색어' });
  await box.fill(KEYWORD);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/integrate\?/);
  expect(searchOf(page)).toEqual({ search: KEYWORD, tab: '전체' });
  await expectResultsOf(page, request, KEYWORD);
});

test('a tab shows only its kind, and the URL follows it', async ({ page, request }) => {
  const { counts } = await searchApi(request, { keyword: KEYWORD });
  await page.goto(
    `/integrate?search=${encodeURIComponent(KEYWORD)}&tab=${encodeURIComponent('전체')}`,
  );
  await waitForHydration(page);
  // 전체: a group per kind found.
  await expect(page.getByRole('heading', { level: 3, name: /^변호사/ })).toBeVisible();
  await expect(page.getByRole('list', { name: '질문 목록' })).toBeVisible();

  await tabs(page)
    .getByRole('link', { name: /^법률 Q&A/ })
    .click();
  await expect.poll(() => searchOf(page)).toEqual({ search: KEYWORD, tab: '법률Q&A' });
  await expect(tabs(page).getByRole('link', { name: /^법률 Q&A/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle(`‘${KEYWORD}’ 검색 결과 - 법률 Q&A - 통합 검색 | 법무법인 대륜`);
  const faq = await searchApi(request, { keyword: KEYWORD, tab: '법률Q&A' });
  await expect(page.getByRole('list', { name: '질문 목록' }).getByRole('listitem')).toHaveCount(
    Math.min(counts.faq, DEFAULT_LIST_PAGE_SIZE),
  );
  await expect(
    page.getByRole('list', { name: '질문 목록' }).getByRole('link').first(),
  ).toHaveAttribute('href', `/faq/detail/${faq.faqList[0]!.idx}`);
  await expect(page.getByRole('list', { name: '변호사 검색 결과' })).toHaveCount(0);

  await tabs(page)
    .getByRole('link', { name: /^변호사/ })
    .click();
  await expect.poll(() => searchOf(page)).toEqual({ search: KEYWORD, tab: '변호사' });
  await expect(
    page.getByRole('list', { name: '변호사 검색 결과' }).getByRole('listitem'),
  ).toHaveCount(counts.lawyer);
  await expect(page.getByRole('list', { name: '질문 목록' })).toHaveCount(0);
});

test('a tab with more results than a page pages them by the URL', async ({ page, request }) => {
  const keyword = '변호사';
  const tab = '변호사';
  const first = await searchApi(request, { keyword, tab });
  const second = await searchApi(request, { keyword, tab, pageNumber: '2' });
  expect(first.counts.lawyer).toBeGreaterThan(DEFAULT_LIST_PAGE_SIZE);
  await page.goto(
    `/integrate?search=${encodeURIComponent(keyword)}&tab=${encodeURIComponent(tab)}`,
  );
  await waitForHydration(page);
  const lawyers = page.getByRole('list', { name: '변호사 검색 결과' });
  await expect(lawyers.getByRole('listitem')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  await expect(lawyers.getByRole('heading').first()).toContainText(
    first.lawyerList[0]!.lawyer_name,
  );
  const pager = page.getByRole('navigation', { name: '검색 결과 페이지' });
  await pager.getByRole('link', { name: '다음 페이지' }).click();
  await expect.poll(() => searchOf(page)).toEqual({ search: keyword, tab, page: '2' });
  await expect(lawyers.getByRole('heading').first()).toContainText(
    second.lawyerList[0]!.lawyer_name,
  );
  await expect(pager.locator('[aria-current="page"]').first()).toContainText('2');
});

test('a recommended keyword link carries recommend=true and searches its keyword', async ({
  page,
  request,
}) => {
  const { hashTags } = await homeLanding(request);
  const tag = hashTags.find((item) => !item.includes('·'))!;
  await page.goto('/integrate?search=&tab=전체');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText('검색어를 입력해 주세요.');
  const link = page
    .getByRole('list', { name: '추천 검색어' })
    .getByRole('link', { name: `#${tag}` });
  await link.click();
  await expect.poll(() => searchOf(page)).toEqual({ search: tag, tab: '전체', recommend: 'true' });
  await expect(resultsHeading(page, tag)).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  // The tabs keep the search a recommended one.
  await expect(tabs(page).getByRole('link', { name: /^변호사/ })).toHaveAttribute(
    'href',
    /recommend=true/,
  );
});

test('a search that finds nothing says so in Korean and is kept out of search indexes', async ({
  page,
}) => {
  const keyword = '찾을수없는말';
  const response = await page.goto(`/integrate?search=${encodeURIComponent(keyword)}&tab=전체`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText('검색 결과가 없습니다.');
  await expect(resultsHeading(page, keyword)).toContainText('총 0건');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/integrate$/);
  await expectNoAxeViolations(page);
});

test('every search page is noindex under the canonical /integrate', async ({ page }) => {
  await page.goto(`/integrate?search=${encodeURIComponent(KEYWORD)}&tab=전체`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/integrate$/);
  await expect(page).toHaveTitle(`‘${KEYWORD}’ 검색 결과 - 통합 검색 | 법무법인 대륜`);
});

test('a bad query is answered in Korean, never with a server error', async ({ page, request }) => {
  const tooLong = 'ㄱ'.repeat(SEARCH_MAX_LENGTH + 1);
  let response = await page.goto(`/integrate?search=${encodeURIComponent(tooLong)}&tab=전체`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText(
    `검색어는 ${SEARCH_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  );
  // One message: the page does not also ask for a keyword.
  await expect(page.getByText('검색어를 입력해 주세요.')).toHaveCount(0);

  response = await page.goto(`/integrate?search=${encodeURIComponent(KEYWORD)}&tab=판례`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toContainText('없는 검색 분류입니다');
  await expectResultsOf(page, request, KEYWORD);

  // A page past the last of a tab's results is no page.
  response = await page.goto(
    `/integrate?search=${encodeURIComponent(KEYWORD)}&tab=${encodeURIComponent('법률Q&A')}&page=999`,
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('찾을 수 없');
});

test('/field/area shows every field with its case types and links', async ({ page, request }) => {
  const groups = faqGroupListResponseSchema.parse(
    await (await request.get('/api/faq/groups')).json(),
  ).data.list;
  const divorce = groups.find((group) => group.code_desc === 'divorce')!;
  const fields = fieldListResponseSchema.parse(
    await (await request.get('/api/field/list', { params: { code: 'divorce' } })).json(),
  ).data.list;
  expect(fields.length).toBeGreaterThan(0);

  const response = await page.goto('/field/area');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('분야별 업무');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /분야별 업무/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/field\/area$/);
  await expect(page.locator('.site-field-card')).toHaveCount(groups.length);
  const card = page.locator(`#${divorce.code_desc}`);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(divorce.code_name);
  await expect(
    card.getByRole('list', { name: `${divorce.code_name} 사건 유형` }).getByRole('listitem'),
  ).toHaveText(fields.map((field) => field.tag_title));
  await expect(card.getByRole('link', { name: '법률 Q&A' })).toHaveAttribute(
    'href',
    '/faq/divorce',
  );
  // The centres that group fields, each field a jump to its card.
  const centers = centerListResponseSchema
    .parse(await (await request.get('/api/center/list')).json())
    .data.filter((center) =>
      center.children.some((child) => groups.some((group) => group.code === child.code)),
    );
  expect(centers.length).toBeGreaterThan(0);
  const centerSection = page.getByRole('region', { name: '전문 센터와 그룹' });
  await expect(centerSection.getByRole('heading', { level: 3 })).toHaveText(
    centers.map((center) => center.code_name),
  );
  const firstChild = groups.find((group) => group.code === centers[0]!.children[0]!.code)!;
  await expect(
    centerSection.getByRole('link', { name: firstChild.code_name }).first(),
  ).toHaveAttribute('href', `#${firstChild.code_desc}`);

  // A Q&A-only category (no case types) lists its newest questions instead.
  const qaOnly = groups.find((group) => group.code_desc === 'aiit')!;
  const newest = faqListResponseSchema.parse(
    await (await request.get('/api/faq/list', { params: { code_desc: qaOnly.code_desc } })).json(),
  ).data.list;
  const questions = page
    .locator(`#${qaOnly.code_desc}`)
    .getByRole('list', { name: `${qaOnly.code_name} 주요 질문` })
    .getByRole('link');
  await expect(questions).toHaveText(newest.slice(0, 3).map((item) => item.question));
  await expect(questions.first()).toHaveAttribute('href', `/faq/detail/${newest[0]!.idx}`);

  // The Q&A link leads to the category's list.
  await waitForHydration(page);
  await card.getByRole('link', { name: '법률 Q&A' }).click();
  await expect(page).toHaveURL(/\/faq\/divorce$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(divorce.code_name);
});

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBe(clientWidth);
}

test.describe('at every width', () => {
  const pages = [
    ['integrate', `/integrate?search=${encodeURIComponent(KEYWORD)}&tab=전체`],
    ['integrate-empty', `/integrate?search=${encodeURIComponent('찾을수없는말')}&tab=전체`],
    ['field-area', '/field/area'],
  ] as const;
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    for (const [name, path] of pages) {
      test(`${name} passes axe at ${width}`, async ({ page }) => {
        await scanAndCapture(page, path, name, width, async () => {
          await waitForHydration(page);
          await expectNoSidewaysScroll(page);
        });
      });
    }
  }
});
