import { deferredPart } from '@lawfirm/ui';

// The layout's parts: server-rendered in full and hydrated after the page's first load or at
// the visitor's first pointer, key or focus (@lawfirm/ui deferredPart), so every page's first
// load carries only its own content. Their links work before that, being plain links.

/** The header (spec/site.md §2 Header). */
export const DeferredSiteHeader = deferredPart(() =>
  import('./site-header').then((module) => module.SiteHeader),
);

/** The footer (spec/site.md §2 Footer). */
export const DeferredSiteFooter = deferredPart(() =>
  import('./site-footer').then((module) => module.SiteFooter),
);

/** The floating quick menu (spec/site.md §2 Floating quick menu), what apps put in the layout. */
export const QuickMenu = deferredPart(() =>
  import('./quick-menu/quick-menu').then((module) => module.QuickMenu),
);

/** The page for any path no route matches (the root route's not-found component). */
export const DeferredNotFoundPage = deferredPart(() =>
  import('../pages/not-found-page').then((module) => module.NotFoundPage),
);

/**
 * spec/site.md §4 Session sync: renders nothing, so it waits for the page's first load like the
 * other parts and keeps the client area's code out of every page's start-up.
 */
export const DeferredSessionSync = deferredPart(() =>
  import('../member/session-sync-part').then((module) => module.SessionSync),
);
