import { deferredPart } from '@lawfirm/ui';

// The layout's parts that only navigate or sit below the first screen: server-rendered in
// full and hydrated after the page's first load (@lawfirm/ui deferredPart), so every page's
// first load carries only its header and its own content.

/** The footer (spec/site.md §2 Footer). */
export const DeferredSiteFooter = deferredPart(() =>
  import('./site-footer').then((module) => module.SiteFooter),
);

/** The floating quick menu (spec/site.md §2 Floating quick menu), what apps put in the layout. */
export const QuickMenu = deferredPart(() =>
  import('./quick-menu/quick-menu').then((module) => module.QuickMenu),
);
