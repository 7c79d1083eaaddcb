import { integrateSearchUrl } from '../../components/search-box/integrate-search';

/**
 * spec/site.md §2 Header: "The search icon goes to /integrate?search=&tab=전체, or to an external
 * integrate page from a non-sub page" — the main site's, opened in a new tab.
 */
export function mobileSearchLink({
  hasSubPages,
  mainSiteUrl,
}: {
  hasSubPages: boolean;
  mainSiteUrl: string;
}): { href: string; external: boolean } {
  if (hasSubPages || !mainSiteUrl) return { href: integrateSearchUrl(''), external: false };
  return { href: integrateSearchUrl('', { origin: mainSiteUrl }), external: true };
}
