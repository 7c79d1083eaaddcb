// spec/site.md §2 integrated search and §7 #17 SEO templates: TanStack Query options (how they
// load their calls: content-queries.ts).
import type { IntegratedSearchQueryInput } from '../calls/get-integrated-search';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function seoFieldListQueryOptions(client: ApiClient, centerCode: string) {
  return queryOptions({
    queryKey: ['seo-field', 'list', centerCode] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-seo-field-list')).getSeoFieldList(
        client,
        { center_code: centerCode },
        signal,
      ),
    staleTime: Infinity,
  });
}

export function integratedSearchQueryOptions(client: ApiClient, query: IntegratedSearchQueryInput) {
  return queryOptions({
    queryKey: ['search', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-integrated-search')).getIntegratedSearch(client, query, signal),
  });
}
