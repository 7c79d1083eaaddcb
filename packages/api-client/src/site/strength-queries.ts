// spec/site.md §2 Strengths pages: TanStack Query options (how they load their calls: content-
// queries.ts).
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function strengthListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['strength', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-strength-list')).getStrengthList(client, signal),
    staleTime: Infinity,
  });
}

export function strengthDetailQueryOptions(client: ApiClient, url: string) {
  return queryOptions({
    queryKey: ['strength', 'detail', url] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-strength-detail')).getStrengthDetail(client, url, signal),
    staleTime: Infinity,
  });
}
