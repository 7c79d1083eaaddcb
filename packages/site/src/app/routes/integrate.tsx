import type { ApiClient } from '@lawfirm/api-client';
import { DEFAULT_CENTER_CODE, DEFAULT_LIST_PAGE_SIZE } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  faqGroupListQueryOptions,
  homeLandingQueryOptions,
  integratedSearchQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { IntegratedSearchQueryInput } from '@lawfirm/api-client/site-core';
import {
  INTEGRATE_COPY,
  INTEGRATE_TABS,
  IntegratePage,
  ROUTE_DESCRIPTIONS,
  parseIntegrateSearch,
  readIntegrateSearch,
  recommendedKeywords,
  tabKeyOf,
  tabNameOf,
  totalPagesOf,
} from '../../index';
import type { IntegrateSearch } from '../../index';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';
import { pageSiteSettings, siteListFilter } from '../lib/page-site';

/** The api query of a search: the same object in the loader and the component (one cache key). */
function searchQuery({ keyword, tab, page }: IntegrateSearch): IntegratedSearchQueryInput {
  return { ...siteListFilter(), keyword: keyword ?? '', tab, pageNumber: page };
}

/**
 * Loads what the recommended keywords come from: the home's hash tags on the main site, the
 * group list on a centre's (recommendedKeywords). Their failure only leaves them out
 * (spec/site.md §8).
 */
async function loadRecommended(queryClient: QueryClient, apiClient: ApiClient) {
  const onCentreSite = pageSiteSettings().centerCode !== DEFAULT_CENTER_CODE;
  try {
    if (onCentreSite) await queryClient.ensureQueryData(centerListQueryOptions(apiClient));
    else await queryClient.ensureQueryData(homeLandingQueryOptions(apiClient));
    return true;
  } catch (error) {
    console.error('home landing failed', error);
    return false;
  }
}

/** A search page's title: the keyword, the tab other than 전체, the page past the first. */
function searchTitle({ keyword, tab, page }: IntegrateSearch): string {
  return [
    keyword ? INTEGRATE_COPY.resultsFor(keyword) : undefined,
    keyword && tab !== INTEGRATE_TABS[0] ? tabNameOf(tab) : undefined,
    INTEGRATE_COPY.title,
    page > 1 ? `${page}페이지` : undefined,
  ]
    .filter(Boolean)
    .join(' - ');
}

// spec/site.md §2 /integrate?search=&tab=전체: the integrated search. Nothing is searched without
// a valid keyword; a bad keyword or tab is answered with a Korean message on the page, never an
// error. A page past the last of a tab's results is the not-found page (404).
export const Route = createFileRoute('/integrate')({
  validateSearch: parseIntegrateSearch,
  loaderDeps: ({ search }) => readIntegrateSearch(search),
  loader: async ({ context: { queryClient, apiClient }, deps }) => {
    const [, recommendedLoaded, result] = await Promise.all([
      queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
      loadRecommended(queryClient, apiClient),
      deps.keyword
        ? queryClient.ensureQueryData(integratedSearchQueryOptions(apiClient, searchQuery(deps)))
        : undefined,
    ]);
    if (result && deps.page > 1) {
      const count = result.data.counts[tabKeyOf(deps.tab)];
      if (deps.page > totalPagesOf(count, DEFAULT_LIST_PAGE_SIZE)) throw notFound();
    }
    return { recommendedLoaded, title: searchTitle(deps) };
  },
  // Every search page, an empty one too, stays out of search indexes; /integrate is canonical.
  head: ({ loaderData }) =>
    pageHead(loaderData?.title, {
      description: ROUTE_DESCRIPTIONS['/integrate'],
      canonicalPath: '/integrate',
      noindex: true,
    }),
  component: IntegrateRoute,
});

function IntegrateRoute() {
  const { apiClient } = Route.useRouteContext();
  const { recommendedLoaded } = Route.useLoaderData();
  const { centerCode } = pageSiteSettings();
  const onCentreSite = centerCode !== DEFAULT_CENTER_CODE;
  const search = readIntegrateSearch(Route.useSearch());
  const groups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  // After a failure the browser does not retry on its own: it renders what the server rendered.
  const landing = useQuery({
    ...homeLandingQueryOptions(apiClient),
    enabled: recommendedLoaded && !onCentreSite,
  });
  const centres = useQuery({
    ...centerListQueryOptions(apiClient),
    enabled: recommendedLoaded && onCentreSite,
  });
  const result = useQuery({
    ...integratedSearchQueryOptions(apiClient, searchQuery(search)),
    enabled: Boolean(search.keyword),
  });
  return (
    <IntegratePage
      search={search}
      data={search.keyword ? result.data?.data : undefined}
      groups={groups}
      recommended={recommendedKeywords(
        landing.data?.data.hashTags ?? [],
        centres.data?.data,
        centerCode,
      )}
    />
  );
}
