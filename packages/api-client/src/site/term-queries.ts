// spec/site.md §2 term and policy pages: TanStack Query options (how they load their calls:
// content-queries.ts).
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function termsListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['terms', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-terms-list')).getTermsList(client, signal),
  });
}

export function termDetailQueryOptions(client: ApiClient, termsCode: string) {
  return queryOptions({
    queryKey: ['terms', 'detail', termsCode] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-term-detail')).getTermDetail(client, termsCode, signal),
  });
}
