// A route's <head> (DESIGN.md §8 "each route declares its head through one helper"), shared
// by main-site's file routes and center-site's code routes so that both name a page alike.
import { canonicalUrl } from './canonical-url';
import type { BreadcrumbItem } from './components/breadcrumb-trail';
import { FIRM_NAME } from './constants';
import { formatDocumentTitle } from './document-title';
import { ROUTE_DESCRIPTIONS } from './page-descriptions';
import { routeBreadcrumbs } from './route-breadcrumbs';
import { ROUTE_TITLES } from './route-titles';
import { breadcrumbListJsonLd } from './structured-data/breadcrumb-list';

export { canonicalUrl };

export interface PageHeadOptions {
  /** The page's meta description (its search-result snippet). */
  description?: string;
  /** The page's canonical path (no query), joined to siteUrl as its canonical URL. */
  canonicalPath?: string;
  /** Keeps the page out of search indexes (DESIGN.md §8): an empty search result, say. */
  noindex?: boolean;
  /** The site's address; '' (default) leaves the canonical URL a path of this origin. */
  siteUrl?: string;
  /** The site's name in the title and link previews: the firm's, or a centre's (siteNameOf). */
  siteName?: string;
  /**
   * schema.org objects the page describes itself with, each written into the server-rendered
   * <head> as its own JSON-LD script (the router escapes them for a script element).
   */
  structuredData?: ReadonlyArray<Record<string, unknown>>;
  /**
   * The trail the page's breadcrumb shows (home first is implied), described to search engines
   * as a BreadcrumbList on an indexable page of a site with an address (its URLs are absolute).
   */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** What link previews call the page (Open Graph og:type): an article or Q&A entry is one. */
  ogType?: 'website' | 'article';
}

/** The picture link previews show (1200x630, drawn by tooling/e2e's `share-card` script). */
export const SHARE_CARD_PATH = '/share-card.jpg';

export interface PageHead {
  meta: Array<
    | { title: string }
    | { name: string; content: string }
    | { property: string; content: string }
    | JsonLdMeta
  >;
  links: Array<{ rel: string; href: string }>;
}

/**
 * A route's `head`: its Korean document title (the firm's name follows the page's) and, for a
 * built page, its meta description and canonical URL.
 */
export function pageHead(
  pageTitle?: string,
  {
    description,
    canonicalPath,
    noindex = false,
    siteUrl = '',
    siteName = FIRM_NAME,
    structuredData = [],
    breadcrumbs,
    ogType = 'website',
  }: PageHeadOptions = {},
): PageHead {
  const title = formatDocumentTitle(pageTitle, siteName);
  const breadcrumbList =
    breadcrumbs && canonicalPath && siteUrl && !noindex
      ? [breadcrumbListJsonLd(breadcrumbs, canonicalPath, siteUrl)]
      : [];
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ...(canonicalPath && description && !noindex
        ? shareTags(ogType, title, description, canonicalUrl(canonicalPath, siteUrl), {
            siteUrl,
            siteName,
          })
        : []),
      ...[...structuredData, ...breadcrumbList].map(jsonLdMeta),
    ],
    links: canonicalPath ? [{ rel: 'canonical', href: canonicalUrl(canonicalPath, siteUrl) }] : [],
  };
}

/**
 * What a link preview shows (Open Graph, read by messengers and social networks, and its
 * Twitter card): a built, indexable page's title, description and address, with the site's
 * card. Crawlers need absolute URLs: without a site address there is no picture.
 */
function shareTags(
  ogType: NonNullable<PageHeadOptions['ogType']>,
  title: string,
  description: string,
  url: string,
  { siteUrl, siteName }: { siteUrl: string; siteName: string },
) {
  const image = siteUrl ? canonicalUrl(SHARE_CARD_PATH, siteUrl) : undefined;
  return [
    { property: 'og:type', content: ogType },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'ko_KR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
          { property: 'og:image:alt', content: `${FIRM_NAME}: 의뢰인 곁에서 끝까지 함께합니다` },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}

/**
 * A JSON-LD entry of a route's meta list: the router writes `script:ld+json` as an escaped
 * application/ld+json script (router-core's MetaDescriptor), but react-router types a meta
 * entry as <meta> attributes only, so the entry is handed over under that type.
 */
type JsonLdMeta = { name?: never; content?: never };

function jsonLdMeta(data: Record<string, unknown>): JsonLdMeta {
  return { 'script:ld+json': data } as JsonLdMeta;
}

/** A built page whose title and description the route tables give. */
export type DescribedRoutePath = keyof typeof ROUTE_DESCRIPTIONS;

/**
 * The head of a built page of a fixed path: its title, description and canonical URL, the
 * BreadcrumbList of the trail it shows, and any other structured data the route gives.
 */
export function routeHead(
  path: DescribedRoutePath,
  siteUrl = '',
  structuredData: PageHeadOptions['structuredData'] = [],
  siteName: string = FIRM_NAME,
): PageHead {
  return pageHead(ROUTE_TITLES[path], {
    description: ROUTE_DESCRIPTIONS[path],
    canonicalPath: path,
    siteUrl,
    siteName,
    structuredData,
    breadcrumbs: routeBreadcrumbs(path),
  });
}
