import { homeLandingQueryOptions, statisticsQueryOptions } from '@lawfirm/api-client/site-core';
import { FIRM_HEADLINE, HomePage, SITE_DESCRIPTION } from '@lawfirm/site';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../lib/firm-structured-data';
import { pageHead } from '../lib/page-head';

/** Loads one query for the page; a failure is only logged (spec/site.md §8) and reported. */
async function loadOrLog(load: () => Promise<unknown>, what: string): Promise<boolean> {
  try {
    await load();
    return true;
  } catch (error) {
    console.error(`${what} failed`, error);
    return false;
  }
}

export const Route = createFileRoute('/')({
  // Runs on the server for the first page view and in the browser on later navigations. The
  // queries land in the QueryClient, which is dehydrated into the HTML, so the browser
  // hydrates with the same data and does not fetch it again. (spec/site.md §7 #1: the home
  // page does not load the group list itself.)
  loader: async ({ context }) => {
    const { queryClient, apiClient } = context;
    const [landingLoaded, statisticsLoaded, structuredData] = await Promise.all([
      loadOrLog(
        () => queryClient.ensureQueryData(homeLandingQueryOptions(apiClient)),
        'home landing',
      ),
      loadOrLog(() => queryClient.ensureQueryData(statisticsQueryOptions(apiClient)), 'statistics'),
      loadFirmJsonLd(context),
    ]);
    return { landingLoaded, statisticsLoaded, structuredData };
  },
  head: ({ loaderData }) =>
    pageHead(FIRM_HEADLINE, {
      description: SITE_DESCRIPTION,
      canonicalPath: '/',
      structuredData: loaderData?.structuredData,
    }),
  component: HomeRoute,
});

function HomeRoute() {
  const { landingLoaded, statisticsLoaded } = Route.useLoaderData();
  const { apiClient } = Route.useRouteContext();
  // After a failure the browser does not retry on its own: it renders what the server
  // rendered (the page without that block), so hydration matches.
  const landing = useQuery({ ...homeLandingQueryOptions(apiClient), enabled: landingLoaded });
  const statistics = useQuery({ ...statisticsQueryOptions(apiClient), enabled: statisticsLoaded });
  return <HomePage landing={landing.data?.data} statistics={statistics.data?.data} />;
}
