import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The site's public origin, as the api names it in robots.txt (its PUBLIC_URL). */
async function siteOrigin(request: APIRequestContext) {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = robots.match(/^Sitemap: (\S+)\/sitemap\.xml$/m);
  expect(sitemap, robots).not.toBeNull();
  return sitemap![1]!;
}

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

test('the home page carries its canonical URL and link preview in the server-rendered HTML', async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
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
    else if (!html.includes(`<link rel="canonical" href="${loc}"/>`)) {
      failures.push(`${loc}: canonical ${html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]}`);
    }
  }
  expect(failures).toEqual([]);
});
