// A route's <head> (DESIGN.md §8 "each route declares its head through one helper"), shared
// by main-site's file routes and center-site's code routes so that both name a page alike.
import { FIRM_NAME } from './constants';
import { formatDocumentTitle } from './document-title';
import { ROUTE_DESCRIPTIONS } from './page-descriptions';
import { ROUTE_TITLES } from './route-titles';

export interface PageHeadOptions {
  /** The page's meta description (its search-result snippet). */
  description?: string;
  /** The page's canonical path (no query), joined to siteUrl as its canonical URL. */
  canonicalPath?: string;
  /** Keeps the page out of search indexes (DESIGN.md §8): an empty search result, say. */
  noindex?: boolean;
  /** The site's address; '' (default) leaves the canonical URL a path of this origin. */
  siteUrl?: string;
}

/** The picture link previews show (1200x630, drawn by tooling/e2e's `share-card` script). */
export const SHARE_CARD_PATH = '/share-card.jpg';

export interface PageHead {
  meta: Array<
    { title: string } | { name: string; content: string } | { property: string; content: string }
  >;
  links: Array<{ rel: string; href: string }>;
}

/**
 * A route's `head`: its Korean document title (the firm's name follows the page's) and, for a
 * built page, its meta description and canonical URL.
 */
export function pageHead(
  pageTitle?: string,
  { description, canonicalPath, noindex = false, siteUrl = '' }: PageHeadOptions = {},
): PageHead {
  const title = formatDocumentTitle(pageTitle);
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ...(canonicalPath && description && !noindex
        ? shareTags(title, description, canonicalUrl(canonicalPath, siteUrl), siteUrl)
        : []),
    ],
    links: canonicalPath ? [{ rel: 'canonical', href: canonicalUrl(canonicalPath, siteUrl) }] : [],
  };
}

/**
 * What a link preview shows (Open Graph, read by messengers and social networks, and its
 * Twitter card): a built, indexable page's title, description and address, with the site's
 * card. Crawlers need absolute URLs: without a site address there is no picture.
 */
function shareTags(title: string, description: string, url: string, siteUrl: string) {
  const image = siteUrl ? canonicalUrl(SHARE_CARD_PATH, siteUrl) : undefined;
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: FIRM_NAME },
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

/** The site's address and the path; the path alone while no address is set. */
export function canonicalUrl(path: string, siteUrl = ''): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

/** A built page whose title and description the route tables give. */
export type DescribedRoutePath = keyof typeof ROUTE_DESCRIPTIONS;

/** The head of a built page of a fixed path: its title, description and canonical URL. */
export function routeHead(path: DescribedRoutePath, siteUrl = ''): PageHead {
  return pageHead(ROUTE_TITLES[path], {
    description: ROUTE_DESCRIPTIONS[path],
    canonicalPath: path,
    siteUrl,
  });
}
