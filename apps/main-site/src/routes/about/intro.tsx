import { partnerListQueryOptions } from '@lawfirm/api-client/site-core';
import { IntroPage } from '@lawfirm/site';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

// spec/site.md §2 Other firm pages "Intro page" with the partner-logo carousel; path ours.
export const Route = createFileRoute('/about/intro')({
  head: () => routeHead('/about/intro'),
  // A failed partner list only loses the carousel (spec/site.md §8: no other page errors).
  loader: async ({ context: { queryClient, apiClient } }) => {
    try {
      await queryClient.ensureQueryData(partnerListQueryOptions(apiClient));
      return { partnersLoaded: true };
    } catch (error) {
      console.error('partner list failed', error);
      return { partnersLoaded: false };
    }
  },
  component: IntroRoute,
});

function IntroRoute() {
  const { partnersLoaded } = Route.useLoaderData();
  const { apiClient } = Route.useRouteContext();
  const partners = useQuery({ ...partnerListQueryOptions(apiClient), enabled: partnersLoaded });
  return <IntroPage partners={partners.data?.data.list ?? []} />;
}
