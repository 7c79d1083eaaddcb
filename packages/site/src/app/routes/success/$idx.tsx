import { successDetailQueryOptions } from '@lawfirm/api-client/site-core';
import { ArticleDetailPage } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { articleDetailHead } from '../../lib/article-heads';
import { loadArticleDetail } from '../../lib/article-routes';

// spec/site.md §2 Legal-topic article pages: one success case at the path the api names it
// (/success/{idx}); an unknown or malformed idx is the not-found page, answered with 404.
export const Route = createFileRoute('/success/$idx')({
  loader: ({ context: { queryClient, apiClient }, params }) =>
    loadArticleDetail(queryClient, apiClient, 'success', params.idx),
  head: ({ loaderData }) => articleDetailHead(loaderData),
  component: SuccessDetailRoute,
});

function SuccessDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { idx } = Route.useLoaderData();
  const { data } = useSuspenseQuery(successDetailQueryOptions(apiClient, idx));
  return <ArticleDetailPage kind="success" detail={data.data} />;
}
