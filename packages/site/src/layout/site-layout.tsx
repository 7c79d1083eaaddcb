import type { ReactNode } from 'react';

import { MAIN_CONTENT_ID } from '../constants';

import type { RouteMenuEntry } from './header/route-menu';
import { DeferredSiteFooter, DeferredSiteHeader } from './deferred-layout-parts';
import { SkipLink } from './skip-link';

export interface SiteLayoutProps {
  children: ReactNode;
  /** The header's route menu; see SiteHeader. */
  menu?: readonly RouteMenuEntry[];
  /** Above the header on every page (spec/site.md §2 Top promotional banner). */
  topBanner?: ReactNode;
  /** Fixed over the page (spec/site.md §2 Floating quick menu). */
  quickMenu?: ReactNode;
}

/**
 * The frame of every page: skip link, top banner, header, the page in <main>, footer, quick
 * menu. It renders no <html> or <body>, so that an app can put it inside its own document
 * (main-site renders the whole document on the server; center-site mounts into a div).
 */
export function SiteLayout({ children, menu, topBanner, quickMenu }: SiteLayoutProps) {
  return (
    <div className={quickMenu ? 'site-layout site-layout--quick-menu' : 'site-layout'}>
      <SkipLink />
      {topBanner}
      <DeferredSiteHeader menu={menu} />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <DeferredSiteFooter />
      {quickMenu}
    </div>
  );
}
