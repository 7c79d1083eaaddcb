import { officeListQueryOptions, officePath } from '@lawfirm/api-client/site-core';
import {
  MapPage,
  ROUTE_BREADCRUMBS,
  ROUTE_DESCRIPTIONS,
  ROUTE_TITLES,
  findOffice,
  officeJsonLd,
} from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { pageHead } from '../../lib/page-head';
import { siteUrl } from '../../lib/site-url';

// spec/site.md §2 /map/{key}: one office, read from the office list; a key no office has is
// the not-found page, answered with 404.
export const Route = createFileRoute('/map/$key')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    const { data } = await queryClient.ensureQueryData(officeListQueryOptions(apiClient));
    const office = findOffice(data.list, params.key);
    if (!office) throw notFound();
    const url = siteUrl();
    // Built here, with the route, not in every page's start-up (lib/firm-structured-data.ts).
    return {
      title: office.title,
      address: office.address,
      structuredData: url ? [officeJsonLd(office, url)] : [],
    };
  },
  head: ({ loaderData, params }) =>
    pageHead(loaderData ? `${loaderData.title} | ${ROUTE_TITLES['/map/$key']}` : undefined, {
      description: loaderData
        ? `${loaderData.title} (${loaderData.address}): ${ROUTE_DESCRIPTIONS['/map/$key']}`
        : undefined,
      canonicalPath: loaderData ? officePath(params.key) : undefined,
      // The office page shows the map's trail (packages/site's MapPage).
      breadcrumbs: ROUTE_BREADCRUMBS['/map'],
      structuredData: loaderData?.structuredData,
    }),
  component: OfficeMapRoute,
});

function OfficeMapRoute() {
  const { apiClient } = Route.useRouteContext();
  const { key } = Route.useParams();
  const { data } = useSuspenseQuery(officeListQueryOptions(apiClient));
  // A new key (a link from one office to another) starts the page from that office.
  return <MapPage key={key} regions={data.data.list} officeKey={key} />;
}
