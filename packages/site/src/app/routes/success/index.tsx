import { parseArticleListSearch, readArticleListSearch } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { articleListHead } from '../../lib/article-heads';
import { ArticleListRoute, loadArticleList } from '../../lib/article-routes';

// spec/site.md §2 /success: the list, newest first, of every field or one (?group_code=), paged (§5).
export const Route = createFileRoute('/success/')({
  validateSearch: parseArticleListSearch,
  loaderDeps: ({ search }) => readArticleListSearch(search),
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    loadArticleList(queryClient, apiClient, 'success', deps),
  head: ({ loaderData, match }) =>
    articleListHead('success', readArticleListSearch(match.search), loaderData),
  component: SuccessListRoute,
});

function SuccessListRoute() {
  const { apiClient } = Route.useRouteContext();
  const search = readArticleListSearch(Route.useSearch());
  return <ArticleListRoute apiClient={apiClient} kind="success" search={search} />;
}
