// Every centre's site on the server (spec/site.md §1 group mode): packages/site's route tree,
// the same as the main site's, built here with this app's settings and chunks (vite.config.ts).
// apps/api renders a centre's host with it; one build serves every centre.
import { createSiteHandler as createAnySiteHandler } from '@lawfirm/site/app/server';
import type { SiteHandler, SiteHandlerOptions } from '@lawfirm/site/app/server';

export { contentSources } from '@lawfirm/site/app/server';
export type { PageSite, SiteHandler, SiteHandlerOptions } from '@lawfirm/site/app/server';

export function createSiteHandler(options: Omit<SiteHandlerOptions, 'groupMode'>): SiteHandler {
  return createAnySiteHandler({ ...options, groupMode: true });
}
