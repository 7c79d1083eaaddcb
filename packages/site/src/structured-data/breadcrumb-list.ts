// A page's breadcrumb as schema.org's BreadcrumbList (Google's breadcrumb markup: each
// ListItem with position, name and item), built from the same trail the page shows
// (components/breadcrumb-trail.ts), so the two never disagree.
import { canonicalUrl } from '../canonical-url';
import { breadcrumbTrail } from '../components/breadcrumb-trail';
import type { BreadcrumbItem } from '../components/breadcrumb-trail';
import { SCHEMA_ORG_CONTEXT } from './schema-org';
import type { JsonLd } from './schema-org';

/**
 * The list of a page's trail, home first. Every item's URL is absolute on the site's address;
 * the last one, the page itself, is `pagePath` without its query (the trail names the list,
 * not one page of it).
 */
export function breadcrumbListJsonLd(
  items: readonly BreadcrumbItem[],
  pagePath: string,
  siteUrl: string,
): JsonLd {
  const trail = breadcrumbTrail(items);
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => {
      const path = index === trail.length - 1 ? pagePath.replace(/[?#].*$/, '') : crumb.to;
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(path ? { item: canonicalUrl(path, siteUrl) } : {}),
      };
    }),
  };
}
