// The list of success cases (spec/site.md §2 /success): one page, newest first, with the total count.
// Path ours.
import { articleListResponseSchema } from '../entities/article-list';
import type { ArticleListQueryInput, ArticleListResponse } from '../entities/article-list';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export const SUCCESS_LIST_PATH = '/api/success/list';

export function getSuccessList(
  client: ApiClient,
  query: ArticleListQueryInput = {},
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return client.request(SUCCESS_LIST_PATH, { query, schema: articleListResponseSchema, signal });
}

export function successListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['success', 'list', query] as const,
    queryFn: ({ signal }) => getSuccessList(client, query, signal),
  });
}
