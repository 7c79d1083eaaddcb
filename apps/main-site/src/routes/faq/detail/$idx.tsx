import { ApiError } from '@lawfirm/api-client';
import {
  faqDetailPath,
  faqDetailQueryOptions,
  faqGroupListQueryOptions,
} from '@lawfirm/api-client/site-core';
import { FaqDetailPage } from '@lawfirm/site';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { faqDetailMeta } from '../../../lib/faq-detail-meta';
import { pageHead } from '../../../lib/page-head';
import { idxParamOf } from '../../../lib/route-idx';

// spec/site.md §2 /faq/detail/{idx}: one Q&A entry; an unknown or malformed idx is the
// not-found page, answered with 404.
export const Route = createFileRoute('/faq/detail/$idx')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    const idx = idxParamOf(params.idx);
    if (idx === undefined) throw notFound();
    try {
      const [{ data }, groups] = await Promise.all([
        queryClient.ensureQueryData(faqDetailQueryOptions(apiClient, idx)),
        queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
      ]);
      return { idx, ...faqDetailMeta(data, groups.data.list) };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData }) =>
    pageHead(loaderData?.title, {
      description: loaderData?.description,
      canonicalPath: loaderData ? faqDetailPath(loaderData.idx) : undefined,
      breadcrumbs: loaderData?.breadcrumbs,
      structuredData: loaderData?.structuredData,
    }),
  component: FaqDetailRoute,
});

function FaqDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { idx } = Route.useLoaderData();
  const { data } = useSuspenseQuery(faqDetailQueryOptions(apiClient, idx));
  const groups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  const group = groups.find((item) => item.code === data.data.code);
  return <FaqDetailPage detail={data.data} group={group} />;
}
