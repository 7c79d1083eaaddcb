// spec/site.md §2 Legal-topic article pages (info and success cases) and their lawyers: TanStack
// Query options (how they load their calls: content-queries.ts).
import type { ArticleListQueryInput } from '../entities/article-list';
import type { LawyerListQueryInput } from '../calls/get-lawyer-list';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function infoListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['info', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-info-list')).getInfoList(client, query, signal),
  });
}

export function infoDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['info', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-info-detail')).getInfoDetail(client, idx, signal),
  });
}

export function successListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['success', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-success-list')).getSuccessList(client, query, signal),
  });
}

export function successDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['success', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-success-detail')).getSuccessDetail(client, idx, signal),
  });
}

export function lawyerListQueryOptions(client: ApiClient, query: LawyerListQueryInput = {}) {
  return queryOptions({
    queryKey: ['lawyer', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-lawyer-list')).getLawyerList(client, query, signal),
  });
}
