import { parseArticleListSearch, readArticleListSearch } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { articleListHead } from '../../lib/article-heads';
import { ArticleListRoute, loadArticleList } from '../../lib/article-routes';

// spec/site.md §2 /info: the list, newest first, of every field or one (?group_code=), paged (§5).
export const Route = createFileRoute('/info/')({
  validateSearch: parseArticleListSearch,
  loaderDeps: ({ search }) => readArticleListSearch(search),
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    loadArticleList(queryClient, apiClient, 'info', deps),
  head: ({ loaderData, match }) =>
    articleListHead('info', readArticleListSearch(match.search), loaderData),
  component: InfoListRoute,
});

function InfoListRoute() {
  const { apiClient } = Route.useRouteContext();
  const search = readArticleListSearch(Route.useSearch());
  return <ArticleListRoute apiClient={apiClient} kind="info" search={search} />;
}
