import { createApiClient } from '@lawfirm/api-client';
import type { ApiClient } from '@lawfirm/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';

import { createQueryClient } from './query-client';
import { routeTree } from './routeTree.gen';

/** What every route's loader and component can reach through the router context. */
export interface RouterContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
}

export interface AppRouterOptions {
  /** The API base URL: '' in the browser by default, absolute on the server. */
  apiBaseUrl: string;
}

/**
 * Builds the router the same way on both sides, as hydration needs: a fresh router, query
 * client and API client per server request, and one of each in the browser.
 */
export function createAppRouter({ apiBaseUrl }: AppRouterOptions) {
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ baseUrl: apiBaseUrl });
  const router = createRouter({
    routeTree,
    context: { queryClient, apiClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router's own preload cache would override it.
    defaultPreloadStaleTime: 0,
  });
  // Dehydrates the query cache into the HTML and hydrates it in the browser, and provides
  // the QueryClient to components.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
