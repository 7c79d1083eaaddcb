import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SiteLayout } from '../layout/site-layout';
import { ERROR_TITLE } from '../route-titles';
import { applyRouteFailurePolicy, reportCaughtError } from '../routing/route-failures';
import { SiteSettingsProvider } from '../settings/site-settings';
import { testSiteSettings } from '../test/render-with-router';

import { ErrorPage } from './error-page';

/**
 * The apps' set-up in small: the layout at the root, the error page as every route's error
 * component, the failure policy on every route, and one page whose loader or render fails.
 */
async function renderFailingPage(page: { loader?: () => unknown; Component?: () => never }) {
  const report = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <SiteSettingsProvider settings={testSiteSettings({ phone: '1800-7905' })}>
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </SiteSettingsProvider>
      </QueryClientProvider>
    ),
  });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/strength',
    loader: page.loader,
    component: page.Component ?? (() => <h1>대륜의 강점</h1>),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/strength'] }),
    defaultErrorComponent: ErrorPage,
    defaultOnCatch: reportCaughtError(report),
  });
  applyRouteFailurePolicy(Object.values(router.routesById), report);
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  return { report };
}

describe('ErrorPage', () => {
  it('takes the place of a page whose loader failed, inside the layout, and retry loads it again', async () => {
    const failure = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    let calls = 0;
    const { report } = await renderFailingPage({
      loader: () => {
        calls += 1;
        if (calls === 1) throw failure;
        return null;
      },
    });

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(ERROR_TITLE);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(within(main).getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: '1800-7905' }).getAttribute('href')).toBe(
      'tel:18007905',
    );
    // Logged, never shown.
    expect(report).toHaveBeenCalledWith(failure, '/strength');
    expect(document.body.textContent).not.toContain('ECONNREFUSED');

    await userEvent.click(within(main).getByRole('button', { name: '다시 시도' }));
    expect(await within(main).findByRole('heading', { name: '대륜의 강점' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('takes the place of a page that failed to render, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading '0')");
    const { report } = await renderFailingPage({
      Component: () => {
        throw bug;
      },
    });

    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toBe(
      ERROR_TITLE,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(report).toHaveBeenCalledWith(bug, 'render');
    expect(document.body.textContent).not.toMatch(/Something went wrong|reading '0'/);
    logged.mockRestore();
  });
});
