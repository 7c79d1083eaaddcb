// spec/site.md §2 Office map: TanStack Query options (how they load their calls: content-
// queries.ts).
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function officeListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['office', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-office-list')).getOfficeList(client, signal),
    staleTime: Infinity,
  });
}
