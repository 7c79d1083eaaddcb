import type { CaseListSearch } from '../../index';

/** Call #16's query for the tab and page shown: one cache key in the loader and the page. */
export const caseListQuery = ({ tab, page }: CaseListSearch) => ({
  tapState: tab,
  pageNumber: page,
});
