import '@lawfirm/ui/styles.css';
import '@lawfirm/site/styles.css';
import '@lawfirm/banner/styles.css';

import { TopBanner } from '@lawfirm/banner';
import {
  NOT_FOUND_TITLE,
  NotFoundPage,
  SITE_DESCRIPTION,
  SiteLayout,
  SiteSettingsProvider,
} from '@lawfirm/site';
import { tokens } from '@lawfirm/ui';
import { useMemo } from 'react';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';

import { config } from '../config';
import { pageHead } from '../lib/page-head';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The firm's name alone, which each route's own head replaces with its page title.
      // When no route matched, the root match itself is the not-found one (the router's
      // `_notFound` flag, set on both sides) and no child head runs.
      ...pageHead(match._notFound ? NOT_FOUND_TITLE : undefined).meta,
      { name: 'description', content: SITE_DESCRIPTION },
      { name: 'theme-color', content: tokens.colors.brand },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The whole document is React's, on the server and in the browser alike (hydrateRoot(document)). */
function RootDocument() {
  const { apiClient } = Route.useRouteContext();
  const settings = useMemo(() => ({ ...config.site, apiClient }), [apiClient]);
  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteSettingsProvider settings={settings}>
          <SiteLayout
            topBanner={
              <TopBanner apiClient={apiClient} staticBaseUrl={config.site.staticBaseUrl} />
            }
          >
            <Outlet />
          </SiteLayout>
        </SiteSettingsProvider>
        <Scripts />
      </body>
    </html>
  );
}
