// The site as search engines should find it (spec/site.md §2 route table): /robots.txt and
// /sitemap.xml, built from the data, under the site's public origin.
import {
  articleDetailPath,
  faqDetailPath,
  faqListPath,
  officePath,
  strengthPath,
  termPath,
} from '@lawfirm/api-client/site';

import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';

import type { Db } from '../db/create-database';
import { findChildCodes } from '../db/queries/content-site-queries';
import type { ArticleKind } from '../db/constants';
import {
  findArticleSitemapRows,
  findFaqCategorySitemapRows,
  findFaqSitemapRows,
  findOfficeKeys,
  findStrengthUrls,
  findTermCodes,
} from '../db/queries/sitemap-queries';

export interface SitemapEntry {
  path: string;
  /** The day the page's content last changed (YYYY-MM-DD), where the data knows it. */
  lastmod?: string;
}

/**
 * The built public pages whose path does not come from data. Pages still being prepared,
 * members' pages and result pages are not listed (they are noindex); the integrated search
 * stays out (every search page is noindex).
 */
export const SITEMAP_FIXED_PATHS = [
  '/',
  '/about/greeting',
  '/about/intro',
  '/about/system',
  '/about/ci',
  '/strength',
  '/choice',
  '/consult',
  '/consulting',
  '/inquire',
  '/info',
  '/success',
  '/faq',
  '/field/area',
  '/map',
] as const;

/**
 * What crawlers are asked to leave alone: the api's calls, never pages. A page that must stay
 * out of search results says so itself (robots noindex in its head), which a crawler can only
 * read if robots.txt lets it fetch the page.
 */
export const ROBOTS_DISALLOWED_PREFIXES = ['/api/', '/chatctm/'] as const;

/** Where the sitemap is served (routes/seo-routes.ts) and what robots.txt names. */
export const SITEMAP_PATH = '/sitemap.xml';

const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * A centre's own site (spec/site.md §1): its home and consultation pages, and where it has sub
 * pages its Q&A, articles and offices. Terms, member pages and the firm's own pages stay on the
 * main site, whose sitemap lists them.
 */
export const CENTRE_SITEMAP_FIXED_PATHS = ['/', '/choice', '/consult', '/consulting'] as const;
export const CENTRE_SUB_PAGE_PATHS = ['/faq', '/info', '/success', '/map'] as const;

/** The site a sitemap is for: the main site's lists everything, a centre's its own share. */
export interface SitemapSite {
  centerCode: string;
  hasSubPages: boolean;
}

export async function listSitemapEntries(db: Db, site?: SitemapSite): Promise<SitemapEntry[]> {
  if (!site || site.centerCode === DEFAULT_CENTER_CODE) return listMainSiteEntries(db);
  const fixed = [
    ...CENTRE_SITEMAP_FIXED_PATHS,
    ...(site.hasSubPages ? CENTRE_SUB_PAGE_PATHS : []),
  ].map((path) => ({ path }));
  if (!site.hasSubPages) return fixed;
  const groupCodes = [site.centerCode, ...(await findChildCodes(db, site.centerCode))];
  const [faqCategories, faqs, offices, articles] = await Promise.all([
    findFaqCategorySitemapRows(db, groupCodes),
    findFaqSitemapRows(db, groupCodes),
    findOfficeKeys(db),
    findArticleSitemapRows(db, groupCodes),
  ]);
  return [...fixed, ...dataEntries({ faqCategories, faqs, offices, articles })];
}

async function listMainSiteEntries(db: Db): Promise<SitemapEntry[]> {
  const [faqCategories, faqs, strengths, offices, terms, articles] = await Promise.all([
    findFaqCategorySitemapRows(db),
    findFaqSitemapRows(db),
    findStrengthUrls(db),
    findOfficeKeys(db),
    findTermCodes(db),
    findArticleSitemapRows(db),
  ]);
  return [
    ...SITEMAP_FIXED_PATHS.map((path) => ({ path })),
    ...strengths.map(({ url }) => ({ path: strengthPath(url) })),
    ...dataEntries({ faqCategories, faqs, offices, articles }),
    ...terms.map(({ termsCode, effectiveDate }) => ({
      path: termPath(termsCode),
      ...(effectiveDate ? { lastmod: effectiveDate } : {}),
    })),
  ];
}

/** The Q&A, article and office pages of the rows found. */
function dataEntries({
  faqCategories,
  faqs,
  offices,
  articles,
}: {
  faqCategories: Awaited<ReturnType<typeof findFaqCategorySitemapRows>>;
  faqs: Awaited<ReturnType<typeof findFaqSitemapRows>>;
  offices: Awaited<ReturnType<typeof findOfficeKeys>>;
  articles: Awaited<ReturnType<typeof findArticleSitemapRows>>;
}): SitemapEntry[] {
  return [
    ...faqCategories.map(({ codeDesc, newest }) => ({
      path: faqListPath(codeDesc),
      ...(newest ? { lastmod: day(newest) } : {}),
    })),
    ...faqs.map(({ idx, createdAt }) => ({ path: faqDetailPath(idx), lastmod: day(createdAt) })),
    // The cast: a check constraint holds kind to ARTICLE_KINDS (db/schema/articles.ts).
    // lastmod: the article's last edit (its writing day until one).
    ...articles.map(({ kind, idx, updatedAt }) => ({
      path: articleDetailPath(kind as ArticleKind, idx),
      lastmod: day(updatedAt),
    })),
    ...offices.map(({ key }) => ({ path: officePath(key) })),
  ];
}

const xmlEscape = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemaps.org document for these entries under `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(`${base}${path}`)}</loc>${lastmodTag}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but ROBOTS_DISALLOWED_PREFIXES, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
