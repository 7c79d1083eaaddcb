// Call #16 of spec/site.md §7: the member's case list ("params tapState (ongoing or closed),
// pageNumber, pageSize (4); reads list"). The path is ours. The answer adds totalCount for the
// pagination of spec/site.md §5. A member sees only their own cases.
import { z } from 'zod';

import { CASE_LIST_DEFAULT_TAB, CASE_LIST_PAGE_SIZE, CASE_TABS } from '../constants';
import { caseItemSchema } from '../entities/case-item';
import { pageOf, withData } from '../entities/envelope';
import { pageQueryFields } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { caseListQueryWithDefaults } from '../site/case-list-query';
import { CASE_LIST_PATH } from '../site/paths';

export { CASE_LIST_PATH } from '../site/paths';

export const caseListQuerySchema = z.object({
  /** ongoing: states with a progress line; closed: closed, halted and the refund states. */
  tapState: z.enum(CASE_TABS).default(CASE_LIST_DEFAULT_TAB),
  ...pageQueryFields(CASE_LIST_PAGE_SIZE),
});

export const caseListResponseSchema = withData(pageOf(caseItemSchema));

export type CaseListQueryInput = z.input<typeof caseListQuerySchema>;
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

export function getCaseList(
  client: ApiClient,
  query: CaseListQueryInput = {},
  signal?: AbortSignal,
): Promise<CaseListResponse> {
  return client.request(CASE_LIST_PATH, {
    query: caseListQueryWithDefaults(query),
    schema: caseListResponseSchema,
    signal,
  });
}
