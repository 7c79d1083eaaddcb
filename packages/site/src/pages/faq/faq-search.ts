// The query of the Q&A lists (/faq and /faq/{code_desc}): the page (spec/site.md §5, §9) and the
// search keyword (§2 search box, §9 "Search max length 20"). A bad value is never sent to the
// api: a page that is not a page is page 1, and a keyword the api would refuse is dropped with
// a message the list shows.
import { PLAIN_TEXT_MESSAGE, SEARCH_MAX_LENGTH } from '@lawfirm/api-client';
import { checkSearchKeyword } from '@lawfirm/api-client/site-core';

/**
 * The largest page a list link may ask for: far past any list here (128 entries, 9 a page), so
 * an absurd number is dropped from the URL before any request; a page past a list's end is
 * still answered 404 by the route.
 */
const MAX_PAGE = 100_000;

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
export const FAQ_KEYWORD_ERRORS = {
  tooLong: `검색어는 ${SEARCH_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  markup: PLAIN_TEXT_MESSAGE,
  invalid: '검색어에 사용할 수 없는 문자가 있습니다.',
} as const;

function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE
    ? page
    : undefined;
}

/**
 * The router's validateSearch for both lists: what stays in the URL. A page that is not a page
 * leaves it (the list opens at page 1); the keyword stays as typed, so that a refused one can
 * be answered with its reason (readFaqListSearch).
 */
export function parseFaqListSearch(search: Record<string, unknown>): FaqListSearchParams {
  // The router parses `?keyword=123` as a number; it is still what was typed.
  const keyword = typeof search.keyword === 'number' ? String(search.keyword) : search.keyword;
  // Both keys always: the router keeps the raw value of a key the result leaves out.
  return {
    keyword: typeof keyword === 'string' && keyword !== '' ? keyword : undefined,
    page: pageOf(search.page),
  };
}

function keywordOf(value: string | undefined): Pick<FaqListSearch, 'keyword' | 'keywordError'> {
  if (value === undefined) return {};
  const check = checkSearchKeyword(value);
  if (check.ok) return check.keyword ? { keyword: check.keyword } : {};
  if (check.reason === 'tooLong') return { keywordError: FAQ_KEYWORD_ERRORS.tooLong };
  if (check.reason === 'markup') return { keywordError: FAQ_KEYWORD_ERRORS.markup };
  return { keywordError: FAQ_KEYWORD_ERRORS.invalid };
}

/** The query the list is shown for: page 1 by default, the keyword checked as the api checks it. */
export function readFaqListSearch({ keyword, page }: FaqListSearchParams): FaqListSearch {
  return { page: page ?? 1, ...keywordOf(keyword) };
}

/** The query of `page` of a list, as the page's links write it: no page 1, no empty keyword. */
export function faqListSearchFor(page: number, keyword?: string) {
  return {
    ...(keyword ? { keyword } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
