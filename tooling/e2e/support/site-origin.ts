import { expect, type APIRequestContext } from '@playwright/test';

import { ports } from './environment';

/**
 * A centre's own origin, a sub-domain of the site's public one (the seed's `domain`): Chromium
 * takes every *.localhost name to this machine (Node's resolver does not: use a page for it).
 */
export const centreOrigin = (label: string) => `http://${label}.localhost:${ports.api}`;

/** The site's public origin, as the api names it in robots.txt (its PUBLIC_URL). */
export async function siteOrigin(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = robots.match(/^Sitemap: (\S+)\/sitemap\.xml$/m);
  expect(sitemap, robots).not.toBeNull();
  return sitemap![1]!;
}

/** The paths the sitemap lists, in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  return [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
}
