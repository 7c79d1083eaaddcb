// Call #16 of spec/site.md §7: the member's case list ("params tapState (ongoing or closed),
// pageNumber, pageSize (4); reads list"). The path is ours. The answer adds totalCount for the
// pagination of spec/site.md §5. A member sees only their own cases.
import { z } from 'zod';

import { queryOptions } from '../query-options';
import {
  CASE_LIST_DEFAULT_PAGE,
  CASE_LIST_DEFAULT_TAB,
  CASE_LIST_PAGE_SIZE,
  CASE_TABS,
} from '../constants';
import { caseItemSchema } from '../entities/case-item';
import { pageOf, withData } from '../entities/envelope';
import { pageQueryFields } from '../entities/request-fields';
import type { ApiClient } from '../http/client';

export const CASE_LIST_PATH = '/api/lawfirm/app/case/list';

export const caseListQuerySchema = z.object({
  /** ongoing: states with a progress line; closed: closed, halted and the refund states. */
  tapState: z.enum(CASE_TABS).default(CASE_LIST_DEFAULT_TAB),
  ...pageQueryFields(CASE_LIST_PAGE_SIZE),
});

export const caseListResponseSchema = withData(pageOf(caseItemSchema));

export type CaseListQueryInput = z.input<typeof caseListQuerySchema>;
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

/** The query with the spec's defaults filled in, so that equal pages share one cache key. */
function withDefaults(query: CaseListQueryInput) {
  return {
    tapState: query.tapState ?? CASE_LIST_DEFAULT_TAB,
    pageNumber: query.pageNumber ?? CASE_LIST_DEFAULT_PAGE,
    pageSize: query.pageSize ?? CASE_LIST_PAGE_SIZE,
  };
}

export function getCaseList(
  client: ApiClient,
  query: CaseListQueryInput = {},
  signal?: AbortSignal,
): Promise<CaseListResponse> {
  return client.request(CASE_LIST_PATH, {
    query: withDefaults(query),
    schema: caseListResponseSchema,
    signal,
  });
}

export function caseListQueryOptions(client: ApiClient, query: CaseListQueryInput = {}) {
  const filled = withDefaults(query);
  return queryOptions({
    queryKey: ['case', 'list', filled] as const,
    queryFn: ({ signal }) => getCaseList(client, filled, signal),
  });
}
