// The site's page heads (packages/site's pageHead and routeHead) on main-site's address.
import { pageHead as sitePageHead, routeHead as siteRouteHead, siteNameOf } from '../../index';
import type { DescribedRoutePath, PageHeadOptions } from '../../index';

import { serverSettings } from './server-settings';
import { siteUrl } from './site-url';

/** The page's site name: the firm's, or on a centre's site the firm's and the centre's. */
const siteName = () => siteNameOf(serverSettings().centreName);

/** A route's `head`: title, and for a built page its description and canonical URL. */
export function pageHead(
  pageTitle?: string,
  options: Omit<PageHeadOptions, 'siteUrl' | 'siteName'> = {},
) {
  return sitePageHead(pageTitle, { ...options, siteUrl: siteUrl(), siteName: siteName() });
}

/**
 * The head of a built page of a fixed path (title, description and breadcrumb from the route
 * tables), with the route's own structured data.
 */
export function routeHead(
  path: DescribedRoutePath,
  structuredData?: PageHeadOptions['structuredData'],
) {
  return siteRouteHead(path, siteUrl(), structuredData, siteName());
}
