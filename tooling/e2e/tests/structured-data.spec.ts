import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

import { collectConsoleProblems, waitForHydration } from '../support/page-checks';
import { siteOrigin, sitemapPaths } from '../support/site-origin';
import {
  jsonLdObjects,
  jsonLdScriptCount,
  jsonLdScriptTexts,
  typesOf,
  validateJsonLd,
} from './support/structured-data';
import type { JsonLdNode } from './support/structured-data';

// The JSON-LD of DESIGN.md §8 as a crawler reads it: the raw HTML the server sends (not the
// hydrated DOM), every application/ld+json script parsed and checked against what Google's
// rich-result documentation asks of its type.

const FIRM_TYPES = ['LegalService', 'Organization'];

/** The served page's JSON-LD objects, after checking each script is whole, valid JSON. */
async function servedJsonLd(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const scripts = jsonLdScriptTexts(html);
  // A '</script' inside the data would end its script early: fewer whole scripts than opened.
  expect(scripts.length, path).toBe(jsonLdScriptCount(html));
  const objects = scripts.flatMap((raw) => {
    expect(raw.toLowerCase(), path).not.toContain('</script');
    // The router escapes every '<' in the data, so no markup can start inside a script.
    expect(raw, path).not.toContain('<');
    return jsonLdObjects(JSON.parse(raw) as unknown);
  });
  for (const object of objects)
    expect(validateJsonLd(object), `${path} ${typesOf(object)}`).toEqual([]);
  return { html, objects };
}

const typesIn = (objects: JsonLdNode[]) => objects.flatMap(typesOf).sort();
const ofType = (objects: JsonLdNode[], type: string) =>
  objects.find((object) => typesOf(object).includes(type))!;

/** The addresses an object names on the site: all but its vocabulary and the firm's channels. */
function siteUrls(value: unknown, key = ''): string[] {
  if (key === '@context' || key === 'sameAs') return [];
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => siteUrls(item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => siteUrls(item, name));
  }
  return [];
}

/** The visible breadcrumb of the raw HTML: each item's text and link. */
function visibleTrail(html: string) {
  const nav = html.match(/<nav aria-label="현재 위치"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  expect(nav, 'the page shows a breadcrumb').toBeDefined();
  return [...nav!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    name: decode(item!.replace(/<[^>]+>/g, '').trim()),
    href: item!.match(/href="([^"]*)"/)?.[1],
  }));
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('structured data in the server-rendered head', () => {
  test('the home page, a firm page and a strength describe the firm', async ({ request }) => {
    const origin = await siteOrigin(request);
    const strength = (await sitemapPaths(request)).find((path) => /^\/strength\/[^/]+$/.test(path));
    expect(strength).toBeDefined();
    for (const path of ['/', '/about/intro', strength!]) {
      const { objects } = await servedJsonLd(request, path);
      expect(typesIn(objects), path).toEqual(FIRM_TYPES);
      for (const address of siteUrls(objects))
        expect(address.startsWith(`${origin}/`), address).toBe(true);
      const organization = ofType(objects, 'Organization');
      expect(organization.url).toBe(`${origin}/`);
      expect(ofType(objects, 'LegalService').parentOrganization).toEqual({
        '@id': organization['@id'],
      });
    }
    // The logo the Organization names is there for a crawler to fetch.
    const { objects } = await servedJsonLd(request, '/');
    const logo = await request.get(new URL(String(ofType(objects, 'Organization').logo)).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a Q&A entry is a QAPage whose question is the page’s', async ({ request }) => {
    const detail = (await sitemapPaths(request)).find((path) => path.startsWith('/faq/detail/'));
    expect(detail).toBeDefined();
    const { html, objects } = await servedJsonLd(request, detail!);
    expect(typesIn(objects)).toEqual(['BreadcrumbList', 'QAPage']);
    const question = ofType(objects, 'QAPage').mainEntity as JsonLdNode;
    const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(title.startsWith(`${String(question.name)} | `), title).toBe(true);
    // The date the api gives for the question, as ISO 8601.
    expect(String(question.dateCreated)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Number.isNaN(Date.parse(String(question.dateCreated)))).toBe(false);
    const answer = question.acceptedAnswer as JsonLdNode;
    // Plain text: the answer's markup is gone.
    expect(String(answer.text)).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(String(answer.url)).toContain(detail!);
  });

  test('an office page describes the office as a place of the firm', async ({ request }) => {
    const origin = await siteOrigin(request);
    const office = (await sitemapPaths(request)).find((path) => /^\/map\/[^/]+$/.test(path));
    expect(office).toBeDefined();
    const { html, objects } = await servedJsonLd(request, office!);
    expect(typesIn(objects)).toEqual(['BreadcrumbList', 'LegalService']);
    const place = ofType(objects, 'LegalService');
    expect(place.url).toBe(`${origin}${office}`);
    expect(place.parentOrganization).toEqual({ '@id': `${origin}/#organization` });
    // The address is the one the page shows.
    const { streetAddress, addressLocality } = place.address as JsonLdNode;
    expect(html).toContain(`${String(addressLocality)} ${String(streetAddress)}`);
  });

  test('each breadcrumb list names the trail the page shows, with absolute links', async ({
    request,
  }) => {
    const origin = await siteOrigin(request);
    const paths = await sitemapPaths(request);
    const category = paths.find((path) => /^\/faq\/[^/]+$/.test(path) && path !== '/faq/detail');
    const detail = paths.find((path) => path.startsWith('/faq/detail/'));
    const term = paths.find((path) => path.startsWith('/common/term/'));
    for (const path of ['/choice', '/consulting', '/map', category!, detail!, term!]) {
      const { html, objects } = await servedJsonLd(request, path);
      const list = ofType(objects, 'BreadcrumbList').itemListElement as JsonLdNode[];
      const trail = visibleTrail(html);
      expect(
        list.map((item) => item.name),
        path,
      ).toEqual(trail.map((item) => item.name));
      list.forEach((item, index) => {
        // A linked crumb points where its link goes; the last one is the page itself.
        const href = index === list.length - 1 ? path : trail[index]!.href;
        expect(item.item, path).toBe(`${origin}${href}`);
      });
    }
  });

  test('the browser keeps what the server wrote, and writes it on a navigation too', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const headJsonLd = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
        ),
      );
    await page.goto('/faq');
    await waitForHydration(page);
    expect(typesIn(await headJsonLd())).toEqual(['BreadcrumbList']);
    // A client-side navigation: the entry's loader builds its head in the browser.
    await page.locator('a[href^="/faq/detail/"]').first().click();
    await expect(page).toHaveURL(/\/faq\/detail\/\d+$/);
    await expect
      .poll(async () => typesIn(await headJsonLd()))
      .toEqual(['BreadcrumbList', 'QAPage']);
    const objects = await headJsonLd();
    for (const object of objects) expect(validateJsonLd(object)).toEqual([]);
    const question = String((ofType(objects, 'QAPage').mainEntity as JsonLdNode).name);
    await expect(
      page.getByRole('heading', { level: 1, name: question, exact: true }),
    ).toBeVisible();
    expect((await page.title()).startsWith(`${question} | `)).toBe(true);
    // And on to the home page: the firm's objects replace the entry's.
    await page.getByRole('link', { name: '홈', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => typesIn(await headJsonLd())).toEqual(FIRM_TYPES);
    expect(problems).toEqual([]);
  });

  test('the validator refuses what Google requires and the page lacks', () => {
    const context = { '@context': 'https://schema.org' };
    const problems = (node: JsonLdNode) => validateJsonLd(node);
    expect(problems({ '@type': 'Organization', name: '대륜', url: 'https://x.example/' })).toEqual([
      '@context: must be https://schema.org, is undefined',
    ]);
    expect(problems({ ...context, '@type': 'Organization', name: '', url: '/' })).toHaveLength(2);
    expect(problems({ ...context, '@type': 'LegalService', name: '대륜' })).toEqual([
      'LegalService.address: must be a PostalAddress',
      'LegalService.telephone: must be non-empty text',
    ]);
    expect(
      problems({
        ...context,
        '@type': 'QAPage',
        mainEntity: { '@type': 'Question', name: '질문', answerCount: 0, acceptedAnswer: {} },
      }),
    ).toEqual([
      'QAPage.mainEntity.acceptedAnswer.@type: must be Answer',
      'QAPage.mainEntity.acceptedAnswer.text: must be non-empty text',
      'QAPage.mainEntity.text: must be non-empty text',
      'QAPage.mainEntity.answerCount: must be a whole number of at least 1 (the accepted answer)',
    ]);
    expect(
      problems({
        ...context,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: '홈', item: 'https://x.example/' },
          { '@type': 'ListItem', position: 3, name: '', item: '/faq' },
        ],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[1].position: must be 2',
      'BreadcrumbList.itemListElement[1].name: must be non-empty text',
      'BreadcrumbList.itemListElement[1].item: must be an absolute URL, is "/faq"',
    ]);
    expect(problems({ ...context, '@type': 'Article' })).toEqual([
      'Article.headline: must be non-empty text',
    ]);
    expect(
      problems({
        ...context,
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: '질문', acceptedAnswer: { '@type': 'Answer' } }],
      }),
    ).toEqual(['FAQPage.mainEntity[0].acceptedAnswer.text: must be non-empty text']);
  });
});
