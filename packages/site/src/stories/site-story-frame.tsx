// Storybook only: renders a story inside what the site's components expect around them: a
// memory router (for Link and the current path), a QueryClient and the site's settings. The
// API client calls the page's own origin, where Storybook's fake network answers (MSW).
import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { DEFAULT_SITE_SETTINGS, SiteSettingsProvider } from '../settings/site-settings';
import type { SiteSettings } from '../settings/site-settings';

export interface SiteStoryFrameProps {
  children: ReactNode;
  path?: string;
  settings?: Partial<SiteSettings>;
}

export function SiteStoryFrame({ children, path = '/', settings }: SiteStoryFrameProps) {
  const [router] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const siteSettings: SiteSettings = {
      ...DEFAULT_SITE_SETTINGS,
      apiClient: createApiClient({ baseUrl: '' }),
      ...settings,
    };
    return createRouter({
      routeTree: createRootRoute({
        component: () => (
          <QueryClientProvider client={queryClient}>
            <SiteSettingsProvider settings={siteSettings}>{children}</SiteSettingsProvider>
          </QueryClientProvider>
        ),
      }),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return <RouterProvider router={router} />;
}
