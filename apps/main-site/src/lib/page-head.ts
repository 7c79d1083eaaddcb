import { formatDocumentTitle } from '@lawfirm/site';

import { config } from '../config';

export interface PageHeadOptions {
  /** The page's meta description (its search-result snippet). */
  description?: string;
  /** The page's canonical path (no query), joined to the site's address as its canonical URL. */
  canonicalPath?: string;
  /** Keeps the page out of search indexes (DESIGN.md §8): an empty search result, say. */
  noindex?: boolean;
}

/**
 * A route's `head`: its Korean document title (the firm's name follows the page's) and, for a
 * built page, its meta description and canonical URL, all in the server-rendered HTML.
 */
export function pageHead(
  pageTitle?: string,
  { description, canonicalPath, noindex = false }: PageHeadOptions = {},
) {
  return {
    meta: [
      { title: formatDocumentTitle(pageTitle) },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
    links: canonicalPath ? [{ rel: 'canonical', href: canonicalUrl(canonicalPath) }] : [],
  };
}

/** The site's address (VITE_SITE_URL) and the path; the path alone while no address is set. */
export function canonicalUrl(path: string, siteUrl: string = config.siteUrl): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}
