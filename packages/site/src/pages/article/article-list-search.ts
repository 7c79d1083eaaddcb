// The query of the article lists (/info and /success, spec/site.md §2): the page (§5) and the
// field (group_code, the sidebar's "other fields" links). A bad value never reaches the api: a
// page that is not a page is page 1, a field that is no group code shows every field.
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';

import { pageParamOf } from '../../components/pagination/page-param';

/** The list's query as its URL writes it: no page 1. */
export interface ArticleListSearchParams {
  group_code?: string;
  page?: number;
}

/** The list's query as the page uses it. */
export interface ArticleListSearch {
  /** From 1. */
  page: number;
  /** One field's articles; absent for all. */
  groupCode?: string;
}

/** The router's validateSearch for both lists: what stays in the URL. */
export function parseArticleListSearch(search: Record<string, unknown>): ArticleListSearchParams {
  const code = search.group_code;
  // Both keys always: the router keeps the raw value of a key the result leaves out.
  return {
    group_code: typeof code === 'string' && GROUP_CODE_PATTERN.test(code) ? code : undefined,
    page: pageParamOf(search.page),
  };
}

/** The query the list is shown for: page 1 by default. */
export function readArticleListSearch({
  group_code,
  page,
}: ArticleListSearchParams): ArticleListSearch {
  return { page: page ?? 1, ...(group_code ? { groupCode: group_code } : {}) };
}

/** The query of `page` of a list, as the page's links write it: no page 1. */
export function articleListSearchFor(page: number, groupCode?: string) {
  return {
    ...(groupCode ? { group_code: groupCode } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
