import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { useSiteSettings } from '../settings/site-settings';

/**
 * A link to one of the site's pages (a Q&A, an article, a strength, an office): in this site when
 * it has pages of its own, else on the main site, as the search of a site without sub pages goes
 * there (spec/site.md §2 Header). `mainSiteOnly` pages (terms, the member's pages) are the main
 * site's on every centre's site. `search` is the page's query, as the router's Link takes it.
 */
export function SitePageLink({
  path,
  search,
  mainSiteOnly = false,
  className,
  children,
}: {
  path: string;
  search?: Record<string, string>;
  mainSiteOnly?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { hasSubPages, mainSiteUrl } = useSiteSettings();
  if (!mainSiteUrl || (hasSubPages && !mainSiteOnly)) {
    return (
      <Link to={path} search={search} className={className}>
        {children}
      </Link>
    );
  }
  const query = search ? `?${new URLSearchParams(search).toString()}` : '';
  return (
    <a href={`${mainSiteUrl.replace(/\/$/, '')}${path}${query}`} className={className}>
      {children}
    </a>
  );
}
