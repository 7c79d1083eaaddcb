// Every term and policy (latest version of each), for a list of /common/term/{terms_code} links.
// Path ours.
import type { z } from 'zod';

import { queryOptions } from '../query-options';
import { listOf, withData } from '../entities/envelope';
import { termSchema } from '../entities/term';
import type { ApiClient } from '../http/client';

export const TERMS_LIST_PATH = '/api/terms/list';

export const termsListResponseSchema = withData(listOf(termSchema));

export type TermsListResponse = z.infer<typeof termsListResponseSchema>;

export function getTermsList(client: ApiClient, signal?: AbortSignal): Promise<TermsListResponse> {
  return client.request(TERMS_LIST_PATH, { schema: termsListResponseSchema, signal });
}

export function termsListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['terms', 'list'] as const,
    queryFn: ({ signal }) => getTermsList(client, signal),
  });
}
