// The list of info articles (spec/site.md §2 /info): one page, newest first, with the total count.
// Path ours.
import { articleListResponseSchema } from '../entities/article-list';
import type { ArticleListQueryInput, ArticleListResponse } from '../entities/article-list';
import type { ApiClient } from '../http/client';
import { INFO_LIST_PATH } from '../site/paths';

export { INFO_LIST_PATH } from '../site/paths';

export function getInfoList(
  client: ApiClient,
  query: ArticleListQueryInput = {},
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return client.request(INFO_LIST_PATH, { query, schema: articleListResponseSchema, signal });
}
