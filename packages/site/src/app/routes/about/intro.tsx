import { partnerListQueryOptions } from '@lawfirm/api-client/site-core';
import { IntroPage } from '../../../index';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../../lib/firm-structured-data';
import { routeHead } from '../../lib/page-head';

// spec/site.md §2 Other firm pages "Intro page" with the partner-logo carousel; path ours.
export const Route = createFileRoute('/about/intro')({
  loader: async ({ context }) => {
    const { queryClient, apiClient } = context;
    // A failed partner list only loses the carousel (spec/site.md §8: no other page errors).
    const partnersLoaded = queryClient.ensureQueryData(partnerListQueryOptions(apiClient)).then(
      () => true,
      (error: unknown) => {
        console.error('partner list failed', error);
        return false;
      },
    );
    const [loaded, structuredData] = await Promise.all([partnersLoaded, loadFirmJsonLd(context)]);
    return { partnersLoaded: loaded, structuredData };
  },
  head: ({ loaderData }) => routeHead('/about/intro', loaderData?.structuredData),
  component: IntroRoute,
});

function IntroRoute() {
  const { partnersLoaded } = Route.useLoaderData();
  const { apiClient } = Route.useRouteContext();
  const partners = useQuery({ ...partnerListQueryOptions(apiClient), enabled: partnersLoaded });
  return <IntroPage partners={partners.data?.data.list ?? []} />;
}
