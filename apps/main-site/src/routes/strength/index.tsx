import { strengthListQueryOptions } from '@lawfirm/api-client/site-core';
import { StrengthOverviewPage } from '@lawfirm/site';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

// spec/site.md §2 /strength: the strengths overview, from the strength list call.
export const Route = createFileRoute('/strength/')({
  head: () => routeHead('/strength'),
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(strengthListQueryOptions(apiClient)),
  component: StrengthOverviewRoute,
});

function StrengthOverviewRoute() {
  const { apiClient } = Route.useRouteContext();
  const { data } = useSuspenseQuery(strengthListQueryOptions(apiClient));
  return <StrengthOverviewPage data={data.data} />;
}
