import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  faqDetailPath,
  faqDetailQueryOptions,
  faqGroupListQueryOptions,
  idxOf,
} from '@lawfirm/api-client/site-core';
import { FaqDetailPage, siteFaqGroups } from '../../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { faqDetailMeta } from '../../../lib/faq-detail-meta';
import { pageHead } from '../../../lib/page-head';
import { pageSiteSettings } from '../../../lib/page-site';

// spec/site.md §2 /faq/detail/{idx}: one Q&A entry; an unknown or malformed idx is the
// not-found page, answered with 404. On a centre's site so is another group's question, as its
// category is (§1 group sites: a centre shows its own group's content).
export const Route = createFileRoute('/faq/detail/$idx')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    const idx = idxOf(params.idx);
    if (idx === undefined) throw notFound();
    // The api's 404 for an idx no entry has is the not-found page too (the router's failure
    // policy, packages/site's route-failures.ts).
    const { centerCode } = pageSiteSettings();
    const [{ data }, groups, centres] = await Promise.all([
      queryClient.ensureQueryData(faqDetailQueryOptions(apiClient, idx)),
      queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
      centerCode === DEFAULT_CENTER_CODE
        ? undefined
        : queryClient.ensureQueryData(centerListQueryOptions(apiClient)),
    ]);
    if (
      centres &&
      !siteFaqGroups(groups.data.list, centres.data, centerCode).some(
        (group) => group.code === data.code,
      )
    ) {
      throw notFound();
    }
    return { idx, ...faqDetailMeta(data, groups.data.list) };
  },
  head: ({ loaderData }) =>
    pageHead(loaderData?.title, {
      description: loaderData?.description,
      canonicalPath: loaderData ? faqDetailPath(loaderData.idx) : undefined,
      breadcrumbs: loaderData?.breadcrumbs,
      structuredData: loaderData?.structuredData,
      ogType: 'article',
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
