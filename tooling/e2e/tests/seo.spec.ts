import {
  FAQ_GROUP_LIST_PATH,
  SEO_FIELD_LIST_PATH,
  faqGroupListResponseSchema,
  seoFieldListResponseSchema,
} from '@lawfirm/api-client/site';
import { expect, test } from '../support/fixtures';

import { siteOrigin } from '../support/site-origin';

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
/** The canonical URL of a page's head (the tag may carry the CSP nonce after it). */
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

test('the home page carries its canonical URL and link preview in the server-rendered HTML', async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const html = await (await request.get('/')).text();
  expect(canonicalOf(html)).toBe(`${origin}/`);
  expect(metaContent(html, 'og:title')).toContain('법무법인 대륜');
  expect(metaContent(html, 'og:url')).toBe(`${origin}/`);
  expect(metaContent(html, 'og:locale')).toBe('ko_KR');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaContent(html, 'og:image')!;
  expect(image).toBe(`${origin}/share-card.jpg`);
  const card = await request.get(new URL(image).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/jpeg');
});

test('every page the sitemap lists answers 200, indexable, under its own canonical URL', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const origin = await siteOrigin(request);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(150);
  const failures: string[] = [];
  for (const loc of locs) {
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const response = await request.get(new URL(loc).pathname);
    const html = await response.text();
    if (response.status() !== 200) failures.push(`${loc}: ${response.status()}`);
    else if (metaContent(html, 'robots')?.includes('noindex')) failures.push(`${loc}: noindex`);
    else if (canonicalOf(html) !== loc) failures.push(`${loc}: canonical ${canonicalOf(html)}`);
  }
  expect(failures).toEqual([]);
});

test("a Q&A category's description names the case fields of its SEO template", async ({
  request,
}) => {
  const groups = faqGroupListResponseSchema.parse(
    await (await request.get(FAQ_GROUP_LIST_PATH)).json(),
  ).data.list;
  const group = groups.find((item) => item.code === 'CT0001')!;
  const fields = seoFieldListResponseSchema.parse(
    await (await request.get(`${SEO_FIELD_LIST_PATH}?center_code=${group.code}`)).json(),
  ).data;
  expect(fields.length).toBeGreaterThan(0);
  const html = await (await request.get(`/faq/${group.code_desc}`)).text();
  const description = metaContent(html, 'description')!.replace(/&amp;/g, '&');
  expect(description.startsWith(`${group.code_name} 법률 Q&A: `), description).toBe(true);
  for (const field of fields.slice(0, 2)) expect(description).toContain(field.tag_title);
});
