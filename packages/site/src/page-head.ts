// A route's <head> (DESIGN.md §8 "each route declares its head through one helper"), shared
// by main-site's file routes and center-site's code routes so that both name a page alike.
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

export interface PageHead {
  meta: Array<{ title: string } | { name: string; content: string }>;
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
  return {
    meta: [
      { title: formatDocumentTitle(pageTitle) },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
    links: canonicalPath ? [{ rel: 'canonical', href: canonicalUrl(canonicalPath, siteUrl) }] : [],
  };
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
