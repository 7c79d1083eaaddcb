import { ApiError } from '@lawfirm/api-client';
import { strengthDetailQueryOptions, strengthPath } from '@lawfirm/api-client/site-core';
import { ROUTE_TITLES, StrengthDetailPage, fillPlaceholders } from '@lawfirm/site';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../../lib/firm-structured-data';
import { pageHead } from '../../lib/page-head';

// spec/site.md §2 /strength/{url}: one strength; an unknown url is the not-found page.
export const Route = createFileRoute('/strength/$url')({
  loader: async ({ context, params }) => {
    const { queryClient, apiClient } = context;
    try {
      const [{ data }, structuredData] = await Promise.all([
        queryClient.ensureQueryData(strengthDetailQueryOptions(apiClient, params.url)),
        loadFirmJsonLd(context),
      ]);
      return {
        title: fillPlaceholders(data.item.title, data.initialData),
        description: fillPlaceholders(data.item.subTitle, data.initialData),
        structuredData,
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead(`${loaderData.title} | ${ROUTE_TITLES['/strength/$url']}`, {
          description: loaderData.description,
          canonicalPath: strengthPath(params.url),
          structuredData: loaderData.structuredData,
        })
      : pageHead(),
  component: StrengthDetailRoute,
});

function StrengthDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { url } = Route.useParams();
  const { data } = useSuspenseQuery(strengthDetailQueryOptions(apiClient, url));
  return <StrengthDetailPage data={data.data} />;
}
