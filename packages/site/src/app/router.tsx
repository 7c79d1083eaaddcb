import { createLazyApiClient } from '@lawfirm/api-client';
import { ErrorPage, applyRouteFailurePolicy, reportCaughtError } from '../index';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';

import { reportRouteError } from './lib/route-errors';
import { serverSettings, setServerSettings } from './lib/server-settings';
import type { ServerSettings } from './lib/server-settings';
import { createQueryClient } from './query-client';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** The API base URL: '' in the browser by default, absolute on the server. */
  apiBaseUrl: string;
  /**
   * On the server, the visitor's own session cookies, forwarded with the loaders' calls: a
   * member's page renders with the member's data (spec/site.md §4 "served as logged in").
   * The browser sends its cookies itself.
   */
  cookie?: string;
  /** On the server, the CSP nonce of the page's inline tags (entry-server.tsx). */
  cspNonce?: string;
}

/**
 * Builds the router the same way on both sides, as hydration needs: a fresh router, query
 * client and API client per server request, and one of each in the browser.
 */
export function createAppRouter({ apiBaseUrl, cookie, cspNonce }: AppRouterOptions) {
  const queryClient = createQueryClient();
  // The transport loads with the first request: a page hydrates from the data in its HTML.
  const apiClient = createLazyApiClient({
    baseUrl: apiBaseUrl,
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, apiClient, hasSessionCookie: Boolean(cookie) },
    scrollRestoration: restoreScrollAfterHydration(),
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router's own preload cache would override it.
    defaultPreloadStaleTime: 0,
    // A route that fails shows the Korean error page inside the layout, never the router's
    // English one; what failed is logged (packages/site's route-failures.ts).
    defaultErrorComponent: ErrorPage,
    defaultOnCatch: reportCaughtError(reportRouteError),
    // What the server was told at start travels with the page (the site's address, so the
    // browser's heads match the server's; whether the test login is on).
    dehydrate: (): Partial<ServerSettings> => serverSettings(),
    hydrate: (dehydrated: Partial<ServerSettings>) => setServerSettings(dehydrated),
    ...(cspNonce ? { ssr: { nonce: cspNonce } } : {}),
  });
  // The api refusing a page's parameter is the 404 page; any other failure the error page, its
  // error logged and left out of the HTML.
  applyRouteFailurePolicy(Object.values(router.routesById), reportRouteError);
  // Dehydrates the query cache into the HTML and hydrates it in the browser, and provides
  // the QueryClient to components.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

/**
 * Scroll restoration on every navigation but the first render in the browser, which is
 * hydration: the router's inline script in the HTML has already restored the position (or
 * gone to the hash, or the top) before the first paint. Doing it again when hydration ends
 * throws a visitor who scrolled while the page loaded back to the top, on a slow phone
 * seconds later. On the server the answer decides whether that inline script is sent: yes.
 */
function restoreScrollAfterHydration(): () => boolean {
  let hydrated = false;
  return () => {
    if (typeof document === 'undefined') return true;
    const restore = hydrated;
    hydrated = true;
    return restore;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
