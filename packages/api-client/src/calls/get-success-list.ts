// The list of success cases (spec/site.md §2 /success): one page, newest first, with the total count.
// Path ours.
import { articleListResponseSchema } from '../entities/article-list';
import type { ArticleListQueryInput, ArticleListResponse } from '../entities/article-list';
import type { ApiClient } from '../http/client';
import { SUCCESS_LIST_PATH } from '../site/paths';

export { SUCCESS_LIST_PATH } from '../site/paths';

export function getSuccessList(
  client: ApiClient,
  query: ArticleListQueryInput = {},
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return client.request(SUCCESS_LIST_PATH, { query, schema: articleListResponseSchema, signal });
}
