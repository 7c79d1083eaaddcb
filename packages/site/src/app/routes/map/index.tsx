import { officeListQueryOptions } from '@lawfirm/api-client/site-core';
import { MapPage } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

// spec/site.md §2 /map: every office, by region, from the office list call.
export const Route = createFileRoute('/map/')({
  head: () => routeHead('/map'),
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(officeListQueryOptions(apiClient)),
  component: MapRoute,
});

function MapRoute() {
  const { apiClient } = Route.useRouteContext();
  const { data } = useSuspenseQuery(officeListQueryOptions(apiClient));
  return <MapPage regions={data.data.list} />;
}
