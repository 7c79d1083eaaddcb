import { infoDetailQueryOptions } from '@lawfirm/api-client/site-core';
import { ArticleDetailPage } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { articleDetailHead } from '../../lib/article-heads';
import { loadArticleDetail } from '../../lib/article-routes';

// spec/site.md §2 Legal-topic article pages: one info article at the path the api names it
// (/info/{idx}); an unknown or malformed idx is the not-found page, answered with 404.
export const Route = createFileRoute('/info/$idx')({
  loader: ({ context: { queryClient, apiClient }, params }) =>
    loadArticleDetail(queryClient, apiClient, 'info', params.idx),
  head: ({ loaderData }) => articleDetailHead(loaderData),
  component: InfoDetailRoute,
});

function InfoDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { idx } = Route.useLoaderData();
  const { data } = useSuspenseQuery(infoDetailQueryOptions(apiClient, idx));
  return <ArticleDetailPage kind="info" detail={data.data} />;
}
