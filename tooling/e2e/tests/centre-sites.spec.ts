import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';

import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';
import { ports } from '../support/environment';
import { quickMenuChatEntry } from '../support/chat-entry';
import { centreOrigin, siteOrigin } from '../support/site-origin';

// spec/site.md §1: a main site plus a site per centre, each with its own footer and consultation
// links. One server answers them all: the host a page is asked for chooses the centre from the
// group list (Chromium takes every *.localhost name to this machine), an unknown host gets the
// main site, and each site is its own for search engines.

const FORENSIC = { origin: centreOrigin('forensic'), name: '디지털포렌식센터', code: 'CT0023' };
const MEDICAL = { origin: centreOrigin('medical'), name: '의료·제약센터', code: 'CT0028' };

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/**
 * What the server sent for `url`, as Chromium fetched it: Chromium resolves *.localhost to this
 * machine itself, which Node's resolver (Playwright's request context) does not.
 */
async function served(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return (await response?.text()) ?? '';
}

test.describe("each centre's own site, from one server", () => {
  test("a centre's host serves the centre: its name, its origin, its footer", async ({ page }) => {
    const mainOrigin = await siteOrigin(page.request);
    for (const centre of [FORENSIC, MEDICAL]) {
      const html = await served(page, `${centre.origin}/`);
      expect(titleOf(html)).toContain(`법무법인 대륜 ${centre.name}`);
      expect(canonicalOf(html)).toBe(`${centre.origin}/`);
      expect(html).toContain('"LegalService"');
      expect(html).toContain(`법무법인 대륜 ${centre.name}`);
    }

    const problems = collectConsoleProblems(page);
    await page.goto(`${FORENSIC.origin}/`);
    await waitForHydration(page);
    // Terms and the satisfaction centre are the main site's pages (spec/site.md §2 route table).
    const terms = page.getByRole('navigation', { name: '약관 및 정책' });
    await expect(terms.getByRole('link', { name: '고객만족센터' })).toHaveAttribute(
      'href',
      `${mainOrigin}/inquire`,
    );
    for (const link of await terms.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${mainOrigin}/`));
    }
    await expectNoAxeViolations(page);
    for (const width of ['mobile', 'desktop'] as const) {
      await screenshotAt(page, 'centre-forensic-home', width);
    }
    expect(problems).toEqual([]);
  });

  test('the main site answers on its own host and on any host the group list does not name', async ({
    page,
  }) => {
    const mainOrigin = await siteOrigin(page.request);
    for (const origin of [mainOrigin, centreOrigin('nowhere')]) {
      const html = await served(page, `${origin}/`);
      expect(titleOf(html), origin).toMatch(/\| 법무법인 대륜$/);
      expect(canonicalOf(html), origin).toBe(`${mainOrigin}/`);
    }
  });

  test("a page kept for one site is never another's", async ({ page }) => {
    const mainOrigin = await siteOrigin(page.request);
    // Alternating, within the page cache's lifetime: each answer is still its own site's.
    for (let round = 0; round < 3; round++) {
      expect(titleOf(await served(page, `${FORENSIC.origin}/inquire`))).toBe(
        `고객만족센터 | 법무법인 대륜 ${FORENSIC.name}`,
      );
      expect(titleOf(await served(page, `${MEDICAL.origin}/inquire`))).toBe(
        `고객만족센터 | 법무법인 대륜 ${MEDICAL.name}`,
      );
      expect(titleOf(await served(page, `${mainOrigin}/inquire`))).toBe(
        '고객만족센터 | 법무법인 대륜',
      );
    }
  });

  test('robots.txt and sitemap.xml of a centre name only its own origin', async ({ page }) => {
    const robots = await served(page, `${FORENSIC.origin}/robots.txt`);
    expect(robots).toContain(`Sitemap: ${FORENSIC.origin}/sitemap.xml`);
    const sitemap = await served(page, `${FORENSIC.origin}/sitemap.xml`);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${FORENSIC.origin}/`);
    expect(locs.every((loc) => loc.startsWith(`${FORENSIC.origin}/`))).toBe(true);
    expect(locs.some((loc) => loc.includes('/common/term/'))).toBe(false);
  });

  for (const centre of [FORENSIC, MEDICAL]) {
    test(`every internal link of ${centre.name}'s home, header, footer and quick menu leads to a page`, async ({
      page,
    }) => {
      await page.goto(`${centre.origin}/`);
      await waitForHydration(page);
      // The links a visitor can follow from the home (its header, footer and quick menu are on
      // it), on the centre's own origin; the main site's are the main site's own routes.
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const internal = [
        ...new Set(
          hrefs
            .filter((href) => href.startsWith(`${centre.origin}/`))
            .map((href) => href.split('#')[0]!),
        ),
      ];
      expect(internal.length).toBeGreaterThan(5);
      // Each page as the server sends it, fetched by the page itself (Chromium's resolver), a
      // few at a time: its status, and whether it still says it is being prepared.
      const broken = await page.evaluate(async (urls) => {
        const found: string[] = [];
        for (let start = 0; start < urls.length; start += 6) {
          await Promise.all(
            urls.slice(start, start + 6).map(async (url) => {
              const response = await fetch(url);
              const html = await response.text();
              if (!response.ok || html.includes('준비 중입니다')) {
                found.push(`${url}: ${response.status}`);
              }
            }),
          );
        }
        return found;
      }, internal);
      expect(broken).toEqual([]);
    });
  }

  test("the chat on a centre's site starts with that centre's code", async ({ page }) => {
    // What is asked here is the centre's code in the authentication; the inquiry the widget
    // would open next is left unsent, as the chat suites prove the conversation itself.
    await page.route(`**${CHAT_PATHS.inquiryGeneration}`, (route) => route.abort());
    await page.goto(`${FORENSIC.origin}/`);
    await waitForHydration(page);
    const authentication = page.waitForResponse((response) =>
      response.url().endsWith(CHAT_PATHS.authenticate),
    );
    await quickMenuChatEntry(page).click();
    const answered = await authentication;
    expect(answered.request().postData()).toContain(FORENSIC.code);
    expect(answered.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: '1:1 상담' })).toBeVisible();
  });
});

// spec/site.md §1 group sites, §2 /faq: a centre's Q&A pages hold only its own group's
// categories (its children in the group list), the main site every category.
test.describe("a centre's Q&A pages show only its group's content", () => {
  const FAMILY_FAQ = { origin: centreOrigin('family'), slugs: ['divorce', 'inheritance'] };
  const FORENSIC_FAQ = { origin: FORENSIC.origin, slugs: ['digital-forensics', 'evidence'] };
  const apiOrigin = `http://127.0.0.1:${ports.api}`;

  /** Every question idx of the categories `slugs`, read page by page from the api. */
  async function idxsOf(page: Page, slugs: string[]): Promise<Set<number>> {
    const idxs = new Set<number>();
    for (const slug of slugs) {
      for (let pageNumber = 1; ; pageNumber += 1) {
        const response = await page.request.get(
          `${apiOrigin}/api/faq/list?code_desc=${slug}&pageNumber=${pageNumber}`,
        );
        const { list } = ((await response.json()) as { data: { list: { idx: number }[] } }).data;
        if (list.length === 0) break;
        for (const item of list) idxs.add(item.idx);
      }
    }
    return idxs;
  }
  /** The categories of the page's side menu (the header and footer link other pages). */
  const categoryLinks = (html: string) => {
    const menu = html.slice(html.indexOf('site-faq-categories__list'));
    const list = menu.slice(0, menu.indexOf('</ul>'));
    return new Set([...list.matchAll(/href="\/faq\/([a-z0-9-]+)"/g)].map((match) => match[1]));
  };
  const questionIdxs = (html: string) =>
    [...html.matchAll(/href="\/faq\/detail\/(\d+)"/g)].map((match) => Number(match[1]));

  for (const [centre, other] of [
    [FAMILY_FAQ, FORENSIC_FAQ],
    [FORENSIC_FAQ, FAMILY_FAQ],
  ] as const) {
    test(`${centre.origin}/faq lists only ${centre.slugs.join(', ')}`, async ({ page }) => {
      const own = await idxsOf(page, centre.slugs);
      const html = await served(page, `${centre.origin}/faq`);
      expect([...categoryLinks(html)].sort()).toEqual([...centre.slugs].sort());
      const shown = questionIdxs(html);
      expect(shown.length).toBeGreaterThan(0);
      for (const idx of shown) expect(own.has(idx), `question ${idx}`).toBe(true);

      const category = await served(page, `${centre.origin}/faq/${centre.slugs[0]}`);
      expect(questionIdxs(category).length).toBeGreaterThan(0);
      // Another group's category, and its questions, are no pages of this centre's site.
      const response = await page.goto(`${centre.origin}/faq/${other.slugs[0]}`);
      expect(response?.status()).toBe(404);
      await served(page, `${centre.origin}/faq/detail/${shown[0]}`);
      const [otherQuestion] = await idxsOf(page, other.slugs);
      const detail = await page.goto(`${centre.origin}/faq/detail/${otherQuestion}`);
      expect(detail?.status()).toBe(404);
    });
  }

  test('the main site still lists every category and opens each', async ({ page }) => {
    const mainOrigin = await siteOrigin(page.request);
    const html = await served(page, `${mainOrigin}/faq`);
    const links = categoryLinks(html);
    for (const slug of [...FAMILY_FAQ.slugs, ...FORENSIC_FAQ.slugs]) {
      expect(links.has(slug), slug).toBe(true);
      await served(page, `${mainOrigin}/faq/${slug}`);
    }
  });
});

// spec/site.md §1 group sites, §2 /info and /success: a centre's article lists hold only its
// categories' articles, the main site's every article.
test.describe("a centre's article lists show only its group's articles", () => {
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const FAMILY = { origin: centreOrigin('family'), categories: ['CT0005', 'CT0006'] };

  /** Every article idx of `kind` in the categories, read from the api by category. */
  async function idxsOf(page: Page, kind: string, categories: string[]): Promise<Set<number>> {
    const idxs = new Set<number>();
    for (const code of categories) {
      const response = await page.request.get(
        `${apiOrigin}/api/${kind}/list?group_code=${code}&pageSize=50`,
      );
      const { list } = ((await response.json()) as { data: { list: { idx: number }[] } }).data;
      for (const item of list) idxs.add(item.idx);
    }
    return idxs;
  }
  const articleIdxs = (html: string, kind: string) =>
    [...html.matchAll(new RegExp(`href="/${kind}/(\\d+)"`, 'g'))].map((match) => Number(match[1]));

  test("the forensic centre's search finds only its own categories' articles", async ({ page }) => {
    const forensic = ['CT0029', 'CT0015'];
    const own = new Set([
      ...(await idxsOf(page, 'info', forensic)),
      ...(await idxsOf(page, 'success', forensic)),
    ]);
    const searchPath = `/integrate?search=${encodeURIComponent('상속')}&tab=${encodeURIComponent('전체')}`;
    const found = (html: string) => [...articleIdxs(html, 'info'), ...articleIdxs(html, 'success')];
    const mainOrigin = await siteOrigin(page.request);
    const everywhere = found(await served(page, `${mainOrigin}${searchPath}`));
    // Inheritance is the family centre's field: the firm's search finds its articles...
    expect(everywhere.some((idx) => !own.has(idx))).toBe(true);
    // ...and the forensic centre's none but its own, while it finds its own field's.
    for (const idx of found(await served(page, `${FORENSIC.origin}${searchPath}`))) {
      expect(own.has(idx), `article ${idx}`).toBe(true);
    }
    const ownSearch = `/integrate?search=${encodeURIComponent('포렌식')}&tab=${encodeURIComponent('전체')}`;
    const ownFound = found(await served(page, `${FORENSIC.origin}${ownSearch}`));
    expect(ownFound.length).toBeGreaterThan(0);
    for (const idx of ownFound) expect(own.has(idx), `article ${idx}`).toBe(true);
  });

  test("the forensic centre's search recommends its own categories, and each finds results", async ({
    page,
  }) => {
    await page.goto(`${FORENSIC.origin}/integrate`);
    const recommended = page.getByRole('list', { name: '추천 검색어' }).getByRole('link');
    await expect(recommended).toHaveText(['#디지털포렌식', '#증거조사']);
    for (const keyword of ['디지털포렌식', '증거조사']) {
      await page.goto(`${FORENSIC.origin}/integrate`);
      await recommended.filter({ hasText: keyword }).click();
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(keyword)}`));
      await expect(page.getByRole('main')).not.toContainText('검색 결과가 없습니다');
      await expect(
        page.locator('main a[href^="/info/"], main a[href^="/faq/detail/"]').first(),
      ).toBeVisible();
    }
  });

  for (const kind of ['info', 'success']) {
    test(`the family centre's /${kind} lists only divorce and inheritance articles`, async ({
      page,
    }) => {
      const own = await idxsOf(page, kind, FAMILY.categories);
      expect(own.size).toBeGreaterThan(0);
      const shown = articleIdxs(await served(page, `${FAMILY.origin}/${kind}`), kind);
      expect(new Set(shown).size).toBe(Math.min(own.size, 12));
      for (const idx of shown) expect(own.has(idx), `article ${idx}`).toBe(true);

      const mainOrigin = await siteOrigin(page.request);
      const everywhere = articleIdxs(await served(page, `${mainOrigin}/${kind}`), kind);
      expect(everywhere.some((idx) => !own.has(idx))).toBe(true);
    });
  }
});
