// The query of the integrated search, /integrate?search=&tab=전체 (spec/site.md §2 route
// table): the keyword (§9 "Search max length 20"), the tab (the api's, 전체 first), the page of
// a single tab (§5) and recommend=true, which the recommended keyword links add. A bad value is
// never sent to the api: it is dropped with a Korean message the page shows.
import { SEARCH_TABS } from '@lawfirm/api-client';
import type { SearchTab } from '@lawfirm/api-client/site-core';

import { pageParamOf } from '../../components/pagination/page-param';
import { readSearchKeyword, urlTextOf } from '../../components/search-box/search-query';

/** The tabs in the api's order, 전체 first. */
export const INTEGRATE_TABS: readonly SearchTab[] = SEARCH_TABS.map((tab) => tab.label);

export const INTEGRATE_DEFAULT_TAB: SearchTab = '전체';

/** A tab's name as the page shows it, spaced like the site's menus ('성공 사례'). */
export const tabNameOf = (label: SearchTab): string =>
  SEARCH_TABS.find((tab) => tab.label === label)?.name ?? label;

/** The key of a tab's count in the api's answer (counts.all, counts.lawyer, ...). */
export const tabKeyOf = (label: SearchTab) =>
  SEARCH_TABS.find((tab) => tab.label === label)?.key ?? 'all';

/** The query as its URL writes it: the values as typed, no page 1. */
// A type, not an interface: the pagination takes it as a record of query values.
export type IntegrateSearchParams = {
  search?: string;
  tab?: string;
  page?: number;
  recommend?: true;
};

/** The query as the page uses it. */
export interface IntegrateSearch {
  /** Trimmed, non-empty, valid; absent before the visitor searches. */
  keyword?: string;
  keywordError?: string;
  tab: SearchTab;
  /** Set when the URL named a tab that does not exist (the 전체 tab is shown). */
  tabError?: string;
  /** From 1; only a single tab pages (전체 shows the first results of each). */
  page: number;
  /** The search came from a recommended keyword link. */
  recommend: boolean;
}

export const UNKNOWN_TAB_MESSAGE = '없는 검색 분류입니다. 전체 결과를 보여 드립니다.';

const isTab = (value: string): value is SearchTab =>
  (INTEGRATE_TABS as readonly string[]).includes(value);

/**
 * The router's validateSearch: what stays in the URL. Every key is returned (the router keeps
 * the raw value of a key the result leaves out); the router reads `recommend=true` as `true`.
 */
export function parseIntegrateSearch(raw: Record<string, unknown>): IntegrateSearchParams {
  const recommend = raw.recommend === true || raw.recommend === 'true';
  return {
    search: urlTextOf(raw.search) ?? '',
    // §2 route table: /integrate?search=&tab=전체; a missing tab is the 전체 tab.
    tab: urlTextOf(raw.tab) ?? INTEGRATE_DEFAULT_TAB,
    page: pageParamOf(raw.page),
    recommend: recommend ? true : undefined,
  };
}

/** The search the page shows for the URL's query. */
export function readIntegrateSearch({
  search,
  tab,
  page,
  recommend,
}: IntegrateSearchParams): IntegrateSearch {
  const known = tab !== undefined && isTab(tab);
  return {
    ...readSearchKeyword(search || undefined),
    tab: known ? tab : INTEGRATE_DEFAULT_TAB,
    ...(tab !== undefined && !known ? { tabError: UNKNOWN_TAB_MESSAGE } : {}),
    // 전체 shows the first results of every tab: it has no pages.
    page: known && tab !== INTEGRATE_DEFAULT_TAB ? (page ?? 1) : 1,
    recommend: recommend === true,
  };
}

/** The URL query of a search, as the page's links write it (search and tab always, no page 1). */
export function integrateSearchFor({
  keyword,
  tab,
  page = 1,
  recommend = false,
}: {
  keyword?: string;
  tab: SearchTab;
  page?: number;
  recommend?: boolean;
}): IntegrateSearchParams {
  return {
    search: keyword ?? '',
    tab,
    ...(page > 1 ? { page } : {}),
    ...(recommend ? { recommend: true } : {}),
  };
}
