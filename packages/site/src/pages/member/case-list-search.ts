// The /mycase query (spec/site.md §2 route table: "tap = ongoing or closed (default ongoing);
// subTap = ongoing or closed; page (default 1)"; §9 "Case list page size 4; default page 1;
// default tab ongoing"). Read without zod: route search checks run at start-up. A value that is
// not one of these is dropped, so the list opens with the default.
import { CASE_LIST_DEFAULT_PAGE, CASE_LIST_DEFAULT_TAB, CASE_TABS } from '@lawfirm/api-client';
import type { CaseTab } from '@lawfirm/api-client';

import { pageParamOf } from '../../components/pagination/page-param';

/** The query as the URL writes it: no page 1, no default tab. */
export type CaseListSearchParams = {
  tap?: CaseTab;
  /**
   * The spec names subTap with the same values but shows no part it plays; we read it as the
   * tab when tap is absent (an older link), and our own links never write it.
   */
  subTap?: CaseTab;
  page?: number;
};

/** The query the list is shown for. */
export interface CaseListSearch {
  tab: CaseTab;
  /** From 1. */
  page: number;
}

function caseTabOf(value: unknown): CaseTab | undefined {
  return CASE_TABS.find((tab) => tab === value);
}

/** The router's validateSearch of /mycase (and of /mycase/{idx}, whose back link keeps it). */
export function parseCaseListSearch(search: Record<string, unknown>): CaseListSearchParams {
  // Every key always: the router keeps the raw value of a key the result leaves out.
  return {
    tap: caseTabOf(search.tap),
    subTap: caseTabOf(search.subTap),
    page: pageParamOf(search.page),
  };
}

/** The tab and page the list shows: tap, else subTap, else ongoing; page 1 by default. */
export function readCaseListSearch({ tap, subTap, page }: CaseListSearchParams): CaseListSearch {
  return { tab: tap ?? subTap ?? CASE_LIST_DEFAULT_TAB, page: page ?? CASE_LIST_DEFAULT_PAGE };
}

/** The query of a tab's page as links write it: the tab unless ongoing, the page from 2. */
export function caseListSearchFor({ tab, page }: CaseListSearch): CaseListSearchParams {
  return {
    ...(tab !== CASE_LIST_DEFAULT_TAB ? { tap: tab } : {}),
    ...(page > CASE_LIST_DEFAULT_PAGE ? { page } : {}),
  };
}
