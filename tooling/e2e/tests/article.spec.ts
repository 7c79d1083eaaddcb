import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import {
  articleListResponseSchema,
  faqListResponseSchema,
  faqDetailResponseSchema,
  infoDetailResponseSchema,
  successDetailResponseSchema,
} from '@lawfirm/api-client/site';
import type { ArticleKind } from '@lawfirm/api-client/site';
import { DEFAULT_LIST_PAGE_SIZE } from '@lawfirm/api-client';

import { screenshotDir, viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';
import { jsonLdObjects, jsonLdScriptTexts, validateJsonLd } from './support/structured-data';

// spec/site.md §2 Legal-topic article pages (/info, /success and their detail pages), §5
// Pagination and Lawyer sidebar, §9 ToC scroll offset 150 px, against the real api and its seed.

async function articleList(request: APIRequestContext, kind: ArticleKind, pageNumber = 1) {
  const response = await request.get(`/api/${kind}/list`, { params: { pageNumber } });
  return articleListResponseSchema.parse(await response.json()).data;
}

async function infoDetail(request: APIRequestContext, idx: number) {
  return infoDetailResponseSchema.parse(await (await request.get(`/api/info/${idx}`)).json()).data;
}

async function successDetail(request: APIRequestContext, idx: number) {
  return successDetailResponseSchema.parse(await (await request.get(`/api/success/${idx}`)).json())
    .data;
}

const cards = (page: Page, label: string) =>
  page.getByRole('list', { name: label }).getByRole('listitem');
const pager = (page: Page, label: string) =>
  page.getByRole('navigation', { name: `${label} 페이지` });

test('the lists page by the api page size; previous and next are disabled at the ends; past the last page is a 404', async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  const { totalCount, list } = await articleList(request, 'info');
  const totalPages = Math.ceil(totalCount / DEFAULT_LIST_PAGE_SIZE);
  expect(totalPages).toBeGreaterThan(1);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('법률 정보');
  await expect(cards(page, '법률 정보 목록')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  await expect(cards(page, '법률 정보 목록').first().getByRole('heading')).toHaveText(
    list[0]!.title,
  );
  await expect(page.getByText(`총 ${totalCount.toLocaleString('ko-KR')}건`)).toBeVisible();
  await expect(
    pager(page, '법률 정보 목록').getByRole('link', { name: '이전 페이지' }),
  ).toHaveCount(0);

  await waitForHydration(page);
  await pager(page, '법률 정보 목록').getByRole('link', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/\/info\?page=2$/);
  await expect(page).toHaveTitle('법률 정보 - 2페이지 | 법무법인 대륜');
  const second = await articleList(request, 'info', 2);
  await expect(cards(page, '법률 정보 목록').first().getByRole('heading')).toHaveText(
    second.list[0]!.title,
  );
  if (totalPages === 2) {
    await expect(
      pager(page, '법률 정보 목록').getByRole('link', { name: '다음 페이지' }),
    ).toHaveCount(0);
    await expect(cards(page, '법률 정보 목록')).toHaveCount(totalCount - DEFAULT_LIST_PAGE_SIZE);
  }
  expect(problems).toEqual([]);

  const past = await page.goto(`/info?page=${totalPages + 1}`);
  expect(past?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  // A page that is no page opens the first.
  await page.goto('/success?page=abc');
  await expect(page).toHaveURL(/\/success$/);
  await expect(cards(page, '성공 사례 목록').first()).toBeVisible();
});

test('a field’s list, linked from a detail’s other fields, shows only that field', async ({
  page,
  request,
}) => {
  const [first] = (await articleList(request, 'success')).list;
  const detail = await successDetail(request, first!.idx);
  const field = detail.fieldData.find((item) => item.title !== '')!;
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/success/${first!.idx}`);
  await waitForHydration(page);
  const others = page.getByRole('region', { name: '다른 분야 보기' });
  await expect(others.getByRole('link', { name: detail.group_name, exact: true })).toHaveCount(0);
  await others.getByRole('link', { name: field.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${field.link.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${field.title} 성공 사례`);
  for (const text of await cards(page, '성공 사례 목록')
    .locator('.site-article-card__field')
    .allTextContents()) {
    expect(text).toBe(field.title);
  }
});

/** spec/site.md §2 and §9: a contents link jumps with a 150 px offset. */
const TOC_OFFSET_PX = 150;

/** How far, in px, a heading's top is from the offset the contents jump leaves above it. */
function distanceFromOffset(heading: Locator): Promise<number> {
  return heading.evaluate(
    (element, offset) => Math.abs(element.getBoundingClientRect().top - offset),
    TOC_OFFSET_PX,
  );
}

test('a contents link lands its heading about 150 px below the top, by mouse and by keyboard', async ({
  page,
  request,
}) => {
  const [first] = (await articleList(request, 'info')).list;
  const detail = await infoDetail(request, first!.idx);
  expect(detail.h2List.length).toBeGreaterThan(2);
  const target = detail.h2List.at(-1)!;
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/info/${first!.idx}`);
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: '목차' });
  await toc.getByRole('link', { name: target.tag_title }).click();
  const heading = page.locator(`#article-section-${target.idx}`);
  await expect(heading).toHaveText(target.tag_title);
  // The scroll is smooth: wait until it has settled about 150 px below the top.
  await expect.poll(() => distanceFromOffset(heading)).toBeLessThanOrEqual(2);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#article-section-${target.idx}$`));

  // By keyboard: back to the top, focus the first entry, Enter.
  await page.evaluate(() => window.scrollTo(0, 0));
  const firstEntry = toc.getByRole('link', { name: detail.h2List[1]!.tag_title });
  await firstEntry.focus();
  await page.keyboard.press('Enter');
  const second = page.locator(`#article-section-${detail.h2List[1]!.idx}`);
  await expect(second).toBeFocused();
  await expect.poll(() => distanceFromOffset(second)).toBeLessThanOrEqual(2);
});

test('previous and next lead through the articles; the list button goes back to the list', async ({
  page,
  request,
}) => {
  const [first] = (await articleList(request, 'success')).list;
  const detail = await successDetail(request, first!.idx);
  const neighbour = detail.pn.next ?? detail.pn.prev;
  expect(neighbour).not.toBeNull();
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/success/${first!.idx}`);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: '이전 글과 다음 글' });
  if (!detail.pn.prev) await expect(nav.getByText('이전 글이 없습니다')).toBeVisible();
  if (!detail.pn.next) await expect(nav.getByText('다음 글이 없습니다')).toBeVisible();
  await nav.getByRole('link', { name: neighbour!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${neighbour!.pathname}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighbour!.title);
  await expect(page).toHaveTitle(`${neighbour!.title} | 성공 사례 | 법무법인 대륜`);
  // The way back.
  const back = detail.pn.next ? 'prev' : 'next';
  const returned = await successDetail(request, neighbour!.id);
  expect(returned.pn[back]?.id).toBe(first!.idx);
  await page
    .getByRole('navigation', { name: '이전 글과 다음 글' })
    .getByRole('link', { name: '목록 보기' })
    .click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('성공 사례');
});

test('an unknown or malformed idx is the Korean not-found page, answered 404', async ({
  page,
  request,
}) => {
  const [info] = (await articleList(request, 'info')).list;
  for (const path of [
    '/info/999999',
    '/success/0',
    '/info/abc',
    '/success/12x',
    '/info/99999999999',
    // An info article is no success case.
    `/success/${info!.idx}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  }
});

test('a Q&A entry’s side column leads to the article pages', async ({ page, request }) => {
  let entry;
  // The first entry with success cases beside it, from the first pages of the list.
  for (let pageNumber = 1; !entry && pageNumber <= 5; pageNumber += 1) {
    const { list } = faqListResponseSchema.parse(
      await (await request.get('/api/faq/list', { params: { pageNumber } })).json(),
    ).data;
    for (const item of list) {
      const detail = faqDetailResponseSchema.parse(
        await (await request.get(`/api/faq/${item.idx}`)).json(),
      ).data;
      if (detail.successList.length > 0) {
        entry = detail;
        break;
      }
    }
  }
  expect(entry).toBeDefined();
  const success = entry!.successList[0]!;
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/faq/detail/${entry!.idx}`);
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: '관련 정보' })
    .getByRole('link', { name: success.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/success/${success.idx}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(success.title);
});

/**
 * The JSON-LD objects of a page as the server wrote them (no script ran), each checked against
 * what Google's rich results require of its type.
 */
async function serverJsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const objects = jsonLdScriptTexts(html).flatMap((text) => jsonLdObjects(JSON.parse(text)));
  for (const object of objects) expect(validateJsonLd(object), path).toEqual([]);
  return objects;
}

test('the server HTML describes each article as an Article, and as a FAQPage where a row has active_faq', async ({
  request,
}) => {
  const { list } = await articleList(request, 'success');
  let marked = 0;
  let unmarked = 0;
  for (const item of list) {
    const detail = await successDetail(request, item.idx);
    const objects = await serverJsonLd(request, `/success/${item.idx}`);
    const article = objects.find((object) => object['@type'] === 'Article');
    expect(article?.headline).toBe(detail.title);
    expect(article?.datePublished).toBe(detail.created_at);
    expect((article?.mainEntityOfPage as { '@id': string })['@id']).toMatch(
      new RegExp(`/success/${item.idx}$`),
    );
    const faqPage = objects.find((object) => object['@type'] === 'FAQPage');
    const questions = detail.contentsList.filter((content) => content.kind === 'faq');
    // The chosen reading of spec/site.md §2: marked when some template row has active_faq.
    if (detail.template.some((row) => row.active_faq) && questions.length > 0) {
      marked += 1;
      expect(
        (faqPage?.mainEntity as Array<{ name: string }>).map((question) => question.name),
      ).toEqual(questions.map((content) => content.title));
    } else {
      unmarked += 1;
      expect(faqPage).toBeUndefined();
    }
  }
  // The seed has both kinds of page.
  expect(marked).toBeGreaterThan(0);
  expect(unmarked).toBeGreaterThan(0);
});

for (const kind of ['info', 'success'] as const) {
  const label = kind === 'info' ? '법률 정보' : '성공 사례';
  test(`/${kind} and one of its articles: no axe violations at three widths, screenshots`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const problems = collectConsoleProblems(page);
    const [first] = (await articleList(request, kind)).list;
    for (const [name, path] of [
      [`${kind}-list`, `/${kind}`],
      [`${kind}-detail`, `/${kind}/${first!.idx}`],
    ] as const) {
      for (const width of ['mobile', 'tablet', 'desktop'] as const) {
        await page.setViewportSize(viewports[width]);
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Nothing runs past the screen's width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewports[width].width,
        );
        await expectNoAxeViolations(page);
        await screenshotAt(page, name, width);
      }
    }
    await expect(
      page.getByRole('navigation', { name: '현재 위치' }).getByRole('link', { name: label }),
    ).toHaveAttribute('href', `/${kind}`);
    expect(problems).toEqual([]);
  });
}

test('a detail’s sidebar is sticky from 1280 px, and the case image holds its box before it loads', async ({
  page,
  request,
}) => {
  const [first] = (await articleList(request, 'success')).list;
  await page.setViewportSize(viewports.desktop);
  // The picture is held back: the page never finishes loading, so its HTML is what is read.
  await page.route('**/static/articles/**', () => new Promise(() => {}));
  await page.goto(`/success/${first!.idx}`, { waitUntil: 'domcontentloaded' });
  const side = page.getByRole('complementary', { name: '글 도구와 관련 정보' });
  await expect(side).toHaveCSS('position', 'sticky');
  const image = page.locator('.site-article-case-image img');
  // The picture never arrives here, and its box is already 382x510 in proportion.
  const box = (await image.boundingBox())!;
  expect(Math.abs(box.height / box.width - 510 / 382)).toBeLessThan(0.01);
  await page.setViewportSize({ width: 1279, height: 900 });
  await expect(side).toHaveCSS('position', 'static');
});

for (const path of ['/info/1', '/success/23']) {
  test(`${path}: scrolling the page shows every part of the sticky sidebar, the last lawyer whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(path);
    await waitForHydration(page);
    const side = page.getByRole('complementary', { name: '글 도구와 관련 정보' });
    // Never a scroll box of its own (the third row of lawyers was cut off in one).
    expect(await side.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    const sideHeight = (await side.boundingBox())!.height;
    expect(sideHeight).toBeGreaterThan(viewports.desktop.height);
    const lastLawyer = side.getByRole('listitem').last();
    // Half way down the article the column sticks by its bottom: its last lawyer and its
    // print control are each seen at some point of the scroll.
    await page.mouse.wheel(0, sideHeight);
    await expect(lastLawyer).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(side.getByRole('button', { name: /인쇄/ })).toBeInViewport({ ratio: 1 });
  });
}

test('printed, a detail is the article alone', async ({ page, request }) => {
  const [first] = (await articleList(request, 'info')).list;
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/info/${first!.idx}`);
  await waitForHydration(page);
  // The chat launcher arrives after the first paint; it must not print either.
  await page.locator('lawfirm-chat-widget').waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const hidden of [
    page.locator('.site-header'),
    page.locator('.site-footer'),
    page.locator('.site-quick-menu'),
    page.locator('lawfirm-chat-widget'),
    page.getByRole('complementary', { name: '글 도구와 관련 정보' }),
    page.getByRole('navigation', { name: '이전 글과 다음 글' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByText('법률 정보 · 법무법인 대륜')).toBeVisible();
  // The contact block keeps its phone number on paper.
  await expect(
    page.getByRole('region', { name: '혼자 고민하지 마세요' }).getByText('24시간 전화 상담'),
  ).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/info-detail-print-1440.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();
});
