// The firm's main site on the server: packages/site's route tree, built here with this app's
// settings and chunks (vite.config.ts) to dist/server/entry-server.js, which apps/api hosts.
export { contentSources, createSiteHandler } from '@lawfirm/site/app/server';
export type { PageSite, SiteHandler, SiteHandlerOptions } from '@lawfirm/site/app/server';
