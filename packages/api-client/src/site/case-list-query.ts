// The member's case-list query with the spec's defaults filled in (spec/site.md §5), without zod:
// the call sends it and its query options key the cache with it.
import { CASE_LIST_DEFAULT_PAGE, CASE_LIST_DEFAULT_TAB, CASE_LIST_PAGE_SIZE } from '../constants';
import type { CaseTab } from '../constants';

export interface CaseListQuery {
  tapState?: CaseTab;
  pageNumber?: number;
  pageSize?: number;
}

/** The query with the spec's defaults filled in, so that equal pages share one cache key. */
export function caseListQueryWithDefaults(query: CaseListQuery): Required<CaseListQuery> {
  return {
    tapState: query.tapState ?? CASE_LIST_DEFAULT_TAB,
    pageNumber: query.pageNumber ?? CASE_LIST_DEFAULT_PAGE,
    pageSize: query.pageSize ?? CASE_LIST_PAGE_SIZE,
  };
}
