import { strengthListQueryOptions } from '@lawfirm/api-client/site-core';
import { StrengthOverviewPage } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../../lib/firm-structured-data';
import { routeHead } from '../../lib/page-head';

// spec/site.md §2 /strength: the strengths overview, from the strength list call.
export const Route = createFileRoute('/strength/')({
  loader: async ({ context }) => {
    const { queryClient, apiClient } = context;
    const [, structuredData] = await Promise.all([
      queryClient.ensureQueryData(strengthListQueryOptions(apiClient)),
      loadFirmJsonLd(context),
    ]);
    return { structuredData };
  },
  head: ({ loaderData }) => routeHead('/strength', loaderData?.structuredData),
  component: StrengthOverviewRoute,
});

function StrengthOverviewRoute() {
  const { apiClient } = Route.useRouteContext();
  const { data } = useSuspenseQuery(strengthListQueryOptions(apiClient));
  return <StrengthOverviewPage data={data.data} />;
}
