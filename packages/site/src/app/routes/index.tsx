import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { homeLandingQueryOptions, statisticsQueryOptions } from '@lawfirm/api-client/site-core';
import { FIRM_HEADLINE, HomePage, SITE_DESCRIPTION } from '../../index';
import { deferredPart } from '@lawfirm/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../lib/firm-structured-data';
import { pageHead } from '../lib/page-head';
import { serverSettings } from '../lib/server-settings';
import type { RouterContext } from '../router-context';

// A centre's home (lib/centre-home-route.tsx), its own chunk: rendered in full on the server,
// hydrated once the page has loaded (@lawfirm/ui deferredPart); its links work meanwhile.
const CentreHomeRoute = deferredPart(() =>
  import('../lib/centre-home-route').then((module) => module.CentreHomeRoute),
);

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
  // On a centre's own site the home is the centre's (spec/site.md §1), chosen by the host.
  loader: async ({ context }) => {
    const { centerCode } = serverSettings();
    if (centerCode === DEFAULT_CENTER_CODE) return loadFirmHome(context);
    const { loadCentreHomeRoute } = await import('../lib/centre-home-route');
    return loadCentreHomeRoute(context, centerCode);
  },
  head: ({ loaderData }) =>
    loaderData?.kind === 'centre'
      ? loaderData.head
      : pageHead(FIRM_HEADLINE, {
          description: SITE_DESCRIPTION,
          canonicalPath: '/',
          structuredData: loaderData?.structuredData,
        }),
  component: HomeRoute,
});

// Runs on the server for the first page view and in the browser on later navigations. The
// queries land in the QueryClient, which is dehydrated into the HTML, so the browser hydrates
// with the same data and does not fetch it again. (spec/site.md §7 #1: the home page does not
// load the group list itself.)
async function loadFirmHome(context: RouterContext) {
  const { queryClient, apiClient } = context;
  const [landingLoaded, statisticsLoaded, structuredData] = await Promise.all([
    loadOrLog(
      () => queryClient.ensureQueryData(homeLandingQueryOptions(apiClient)),
      'home landing',
    ),
    loadOrLog(() => queryClient.ensureQueryData(statisticsQueryOptions(apiClient)), 'statistics'),
    loadFirmJsonLd(context),
  ]);
  return { kind: 'firm' as const, landingLoaded, statisticsLoaded, structuredData };
}

function HomeRoute() {
  const data = Route.useLoaderData();
  return data.kind === 'centre' ? (
    <CentreHomeRoute centre={data.centre} />
  ) : (
    <FirmHome landingLoaded={data.landingLoaded} statisticsLoaded={data.statisticsLoaded} />
  );
}

function FirmHome({
  landingLoaded,
  statisticsLoaded,
}: {
  landingLoaded: boolean;
  statisticsLoaded: boolean;
}) {
  const { apiClient } = Route.useRouteContext();
  // After a failure the browser does not retry on its own: it renders what the server
  // rendered (the page without that block), so hydration matches.
  const landing = useQuery({ ...homeLandingQueryOptions(apiClient), enabled: landingLoaded });
  const statistics = useQuery({ ...statisticsQueryOptions(apiClient), enabled: statisticsLoaded });
  return <HomePage landing={landing.data?.data} statistics={statistics.data?.data} />;
}
