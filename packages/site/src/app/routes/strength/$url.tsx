import { strengthDetailQueryOptions, strengthPath } from '@lawfirm/api-client/site-core';
import { ROUTE_TITLES, StrengthDetailPage, fillPlaceholders } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../../lib/firm-structured-data';
import { pageHead } from '../../lib/page-head';
import { slugParamOf } from '../../lib/route-params';

// spec/site.md §2 /strength/{url}: one strength; a url the api would refuse (a dot, a space)
// or that names no strength is the not-found page, answered with 404 (the api's 404: the
// router's failure policy, packages/site's route-failures.ts).
export const Route = createFileRoute('/strength/$url')({
  loader: async ({ context, params }) => {
    const { queryClient, apiClient } = context;
    const url = slugParamOf(params.url);
    if (url === undefined) throw notFound();
    const [{ data }, structuredData] = await Promise.all([
      queryClient.ensureQueryData(strengthDetailQueryOptions(apiClient, url)),
      loadFirmJsonLd(context),
    ]);
    return {
      title: fillPlaceholders(data.item.title, data.initialData),
      description: fillPlaceholders(data.item.subTitle, data.initialData),
      structuredData,
    };
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
