// The site's page heads (packages/site's pageHead and routeHead) on main-site's address.
import { pageHead as sitePageHead, routeHead as siteRouteHead } from '@lawfirm/site';
import type { DescribedRoutePath, PageHeadOptions } from '@lawfirm/site';

import { siteUrl } from './site-url';

/** A route's `head`: title, and for a built page its description and canonical URL. */
export function pageHead(pageTitle?: string, options: Omit<PageHeadOptions, 'siteUrl'> = {}) {
  return sitePageHead(pageTitle, { ...options, siteUrl: siteUrl() });
}

/**
 * The head of a built page of a fixed path (title, description and breadcrumb from the route
 * tables), with the route's own structured data.
 */
export function routeHead(
  path: DescribedRoutePath,
  structuredData?: PageHeadOptions['structuredData'],
) {
  return siteRouteHead(path, siteUrl(), structuredData);
}
