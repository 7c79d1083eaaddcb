import { ApiError } from '@lawfirm/api-client';
import { termDetailQueryOptions, termPath } from '@lawfirm/api-client/site-core';
import { ROUTE_DESCRIPTIONS, TermPage, termBreadcrumbs } from '@lawfirm/site';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { pageHead } from '../../../lib/page-head';

// spec/site.md §2 /common/term/{terms_code}: one term or policy from the footer's links; an
// unknown code is the not-found page, answered with 404.
export const Route = createFileRoute('/common/term/$termsCode')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    try {
      const { data } = await queryClient.ensureQueryData(
        termDetailQueryOptions(apiClient, params.termsCode),
      );
      return { title: data.terms_name };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw notFound();
      }
      throw error;
    }
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
