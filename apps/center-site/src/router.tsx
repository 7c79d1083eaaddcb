import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DEFAULT_SITE_SETTINGS,
  NotFoundPage,
  QuickMenu,
  SiteLayout,
  SiteSettingsProvider,
  formatDocumentTitle,
} from '@lawfirm/site';
import {
  HeadContent,
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';

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
    component: () => (
      <>
        {/* React 19 hoists the <title> it renders into <head>. */}
        <HeadContent />
        <QueryClientProvider client={queryClient}>
          <SiteSettingsProvider settings={settings}>
            <SiteLayout quickMenu={<QuickMenu />}>
              <Outlet />
            </SiteLayout>
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

  return createRouter({
    routeTree: rootRoute.addChildren([homeRoute, ...createConsultRoutes(rootRoute)]),
    history,
  });
}
