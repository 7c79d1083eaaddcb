// The list of info articles (spec/site.md §2 /info): one page, newest first, with the total count.
// Path ours.
import { articleListResponseSchema } from '../entities/article-list';
import type { ArticleListQueryInput, ArticleListResponse } from '../entities/article-list';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export const INFO_LIST_PATH = '/api/info/list';

export function getInfoList(
  client: ApiClient,
  query: ArticleListQueryInput = {},
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return client.request(INFO_LIST_PATH, { query, schema: articleListResponseSchema, signal });
}

export function infoListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['info', 'list', query] as const,
    queryFn: ({ signal }) => getInfoList(client, query, signal),
  });
}
