// spec/site.md §2 Home and the firm pages: the landing block, the statistics strip, the partners:
// TanStack Query options (how they load their calls: content-queries.ts).
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function homeLandingQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['home', 'landing'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-home-landing')).getHomeLanding(client, signal),
    staleTime: Infinity,
  });
}

export function statisticsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['statistics'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-statistics')).getStatistics(client, signal),
  });
}

export function partnerListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['partner', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-partner-list')).getPartnerList(client, signal),
    staleTime: Infinity,
  });
}
