// Test helper: renders a component inside a real TanStack Router (memory history), since
// the layout and pages use its Link, with the site's settings and a QueryClient around it.
// Not exported from the package.
import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { DEFAULT_SITE_SETTINGS, SiteSettingsProvider } from '../settings/site-settings';
import type { SiteSettings } from '../settings/site-settings';

import { TEST_API_BASE_URL } from './msw-server';

export interface RenderWithRouterOptions {
  path?: string;
  /** Settings to override; the API client talks to the fake network (msw-server.ts). */
  settings?: Partial<SiteSettings>;
  queryClient?: QueryClient;
}

export function testSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    ...DEFAULT_SITE_SETTINGS,
    apiClient: createApiClient({ baseUrl: TEST_API_BASE_URL }),
    ...overrides,
  };
}

export async function renderWithRouter(
  ui: ReactNode,
  { path = '/', settings, queryClient }: RenderWithRouterOptions = {},
) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <SiteSettingsProvider settings={testSiteSettings(settings)}>{ui}</SiteSettingsProvider>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, queryClient: client };
}
