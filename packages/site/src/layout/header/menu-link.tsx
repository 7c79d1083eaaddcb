import { Link } from '@tanstack/react-router';

import { SitePageLink } from '../../components/site-page-link';
import { isMainSitePage } from './route-menu';
import type { RouteMenuEntry } from './route-menu';

/**
 * A menu entry as a link: the router's Link inside the site, a new-tab anchor for newTab, and on
 * a centre's site an anchor to the main site for the pages that live only there.
 */
export function MenuLink({ entry, className }: { entry: RouteMenuEntry; className?: string }) {
  if (isMainSitePage(entry.path)) {
    return (
      <SitePageLink path={entry.path} mainSiteOnly className={className}>
        {entry.name}
      </SitePageLink>
    );
  }
  if (entry.newTab) {
    return (
      <a className={className} href={entry.path} target="_blank" rel="noopener">
        {entry.name}
        <span className="lf-visually-hidden"> (새 창)</span>
      </a>
    );
  }
  // Link marks the current page with aria-current="page" itself.
  return (
    <Link className={className} to={entry.path}>
      {entry.name}
    </Link>
  );
}
