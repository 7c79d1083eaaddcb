// The member pages' TanStack Query options (spec/site.md §4 Login, §5 My page), without zod:
// each query loads its call, and with it the zod schema that checks the answer, when it first
// fetches in the browser; data the server rendered arrives dehydrated in the HTML.
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

import { caseListQueryWithDefaults } from './case-list-query';
import type { CaseListQuery } from './case-list-query';

export function appUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['app', 'user'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-app-user')).getAppUser(client, signal),
  });
}

export function authCallbackQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['auth', 'callback'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-auth-callback')).getAuthCallback(client, { signal }),
    // spec/site.md §4 Login polls this every second: never serve it from the cache.
    staleTime: 0,
  });
}

export function authCheckQueryOptions(authClient: ApiClient) {
  return queryOptions({
    queryKey: ['auth', 'check'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-auth-check')).checkAuthCookie(authClient, signal),
    // The cookie can go at any moment: every read asks again.
    staleTime: 0,
  });
}

export function caseDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['case', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-case-detail')).getCaseDetail(client, idx, signal),
  });
}

export function caseListQueryOptions(client: ApiClient, query: CaseListQuery = {}) {
  const filled = caseListQueryWithDefaults(query);
  return queryOptions({
    queryKey: ['case', 'list', filled] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-case-list')).getCaseList(client, filled, signal),
  });
}
