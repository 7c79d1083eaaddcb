// spec/site.md §2 Legal Q&A: TanStack Query options (how they load their calls: content-
// queries.ts).
import type { FaqListQueryInput } from '../calls/get-faq-list';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function faqGroupListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['faq', 'groups'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-group-list')).getFaqGroupList(client, signal),
    staleTime: Infinity,
  });
}

export function faqListQueryOptions(client: ApiClient, query: FaqListQueryInput = {}) {
  return queryOptions({
    queryKey: ['faq', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-list')).getFaqList(client, query, signal),
  });
}

export function faqDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['faq', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-detail')).getFaqDetail(client, idx, signal),
  });
}
