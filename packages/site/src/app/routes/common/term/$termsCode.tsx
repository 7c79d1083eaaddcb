import { termDetailQueryOptions, termPath } from '@lawfirm/api-client/site-core';
import { ROUTE_DESCRIPTIONS, TermPage, termBreadcrumbs } from '../../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { pageHead } from '../../../lib/page-head';
import { slugParamOf } from '../../../lib/route-params';

// spec/site.md §2 /common/term/{terms_code}: one term or policy from the footer's links; a code
// the api would refuse or that names no term is the not-found page, answered with 404 (the
// api's 404: the router's failure policy, packages/site's route-failures.ts).
export const Route = createFileRoute('/common/term/$termsCode')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    const termsCode = slugParamOf(params.termsCode);
    if (termsCode === undefined) throw notFound();
    const { data } = await queryClient.ensureQueryData(
      termDetailQueryOptions(apiClient, termsCode),
    );
    return { title: data.terms_name };
  },
  head: ({ loaderData, params }) =>
    pageHead(loaderData?.title, {
      description: loaderData
        ? `${loaderData.title}: ${ROUTE_DESCRIPTIONS['/common/term/$termsCode']}`
        : undefined,
      canonicalPath: loaderData ? termPath(params.termsCode) : undefined,
      breadcrumbs: loaderData ? termBreadcrumbs(loaderData.title) : undefined,
    }),
  component: TermRoute,
});

function TermRoute() {
  const { apiClient } = Route.useRouteContext();
  const { termsCode } = Route.useParams();
  const { data } = useSuspenseQuery(termDetailQueryOptions(apiClient, termsCode));
  return <TermPage term={data.data} />;
}
