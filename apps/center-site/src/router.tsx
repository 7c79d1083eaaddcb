import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DEFAULT_SITE_SETTINGS,
  ErrorPage,
  NotFoundPage,
  QuickMenu,
  SiteLayout,
  SiteSettingsProvider,
  applyRouteFailurePolicy,
  formatDocumentTitle,
  logRouteErrorToConsole,
  reportCaughtError,
} from '@lawfirm/site';
import { HeadContent, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { CenterHome } from './center-home';
import { createConsultRoutes } from './consult-routes';

export interface CenterRouterOptions {
  centerCode: string;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/**
 * Code-based routes: the home and the consultation pages (./consult-routes.tsx). The centre
 * site gets more of main-site's pages as they are built in packages/site.
 */
export function createCenterRouter({ centerCode, history }: CenterRouterOptions) {
  // spec/site.md §2 Header: a group site without sub pages has no menu, and its search goes
  // to the main site.
  const settings = {
    ...DEFAULT_SITE_SETTINGS,
    centerCode,
    hasSubPages: false,
    apiClient: createApiClient({ baseUrl: '' }),
  };
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ title: formatDocumentTitle('센터 홈페이지') }] }),
    // The providers and the layout are the root's shell, around its own content (an Outlet):
    // a failure below, the root's included, shows the Korean error page inside the layout.
    shellComponent: ({ children }: { children: ReactNode }) => (
      <>
        {/* React 19 hoists the <title> it renders into <head>. */}
        <HeadContent />
        <QueryClientProvider client={queryClient}>
          <SiteSettingsProvider settings={settings}>
            <SiteLayout quickMenu={<QuickMenu />}>{children}</SiteLayout>
          </SiteSettingsProvider>
        </QueryClientProvider>
      </>
    ),
    notFoundComponent: NotFoundPage,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <CenterHome centerCode={centerCode} />,
  });

  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, ...createConsultRoutes(rootRoute)]),
    history,
    // A route that fails shows the Korean error page, its error logged (packages/site).
    defaultErrorComponent: ErrorPage,
    defaultOnCatch: reportCaughtError(logRouteErrorToConsole),
  });
  applyRouteFailurePolicy(Object.values(router.routesById), logRouteErrorToConsole);
  return router;
}
