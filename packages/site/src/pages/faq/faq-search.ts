// The query of the Q&A lists (/faq and /faq/{code_desc}): the page (spec/site.md §5, §9) and the
// search keyword (§2 search box, §9 "Search max length 20"). A bad value is never sent to the
// api: a page that is not a page is page 1, and a keyword the api would refuse is dropped with
// a message the list shows.
import { pageParamOf } from '../../components/pagination/page-param';
import {
  SEARCH_KEYWORD_ERRORS,
  readSearchKeyword,
  urlTextOf,
} from '../../components/search-box/search-query';

/** The list's query as its URL writes it: no page 1, the keyword as typed. */
export interface FaqListSearchParams {
  keyword?: string;
  page?: number;
}

/** The list's query as the page uses it. */
export interface FaqListSearch {
  /** From 1. */
  page: number;
  /** Trimmed, non-empty, valid; absent for all questions. */
  keyword?: string;
  /** Why the typed keyword was dropped, for the visitor. */
  keywordError?: string;
}

/** The api's keyword rules, in Korean. */
export const FAQ_KEYWORD_ERRORS = SEARCH_KEYWORD_ERRORS;

/**
 * The router's validateSearch for both lists: what stays in the URL. A page that is not a page
 * leaves it (the list opens at page 1); the keyword stays as typed, so that a refused one can
 * be answered with its reason (readFaqListSearch).
 */
export function parseFaqListSearch(search: Record<string, unknown>): FaqListSearchParams {
  // Both keys always: the router keeps the raw value of a key the result leaves out.
  return { keyword: urlTextOf(search.keyword), page: pageParamOf(search.page) };
}

/** The query the list is shown for: page 1 by default, the keyword checked as the api checks it. */
export function readFaqListSearch({ keyword, page }: FaqListSearchParams): FaqListSearch {
  return { page: page ?? 1, ...readSearchKeyword(keyword) };
}

/** The query of `page` of a list, as the page's links write it: no page 1, no empty keyword. */
export function faqListSearchFor(page: number, keyword?: string) {
  return {
    ...(keyword ? { keyword } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
