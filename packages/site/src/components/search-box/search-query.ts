// The keyword of a search URL as every searchable list reads it (the Q&A lists and the
// integrated search), checked as the api checks it (§2 search box, §9 "Search max length 20").
// A bad value is never sent to the api. The page is pagination/page-param.ts's.
import { PLAIN_TEXT_MESSAGE, SEARCH_MAX_LENGTH } from '@lawfirm/api-client';
import { checkSearchKeyword } from '@lawfirm/api-client/site-core';

/** The api's keyword rules, in Korean. */
export const SEARCH_KEYWORD_ERRORS = {
  tooLong: `검색어는 ${SEARCH_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  markup: PLAIN_TEXT_MESSAGE,
  invalid: '검색어에 사용할 수 없는 문자가 있습니다.',
} as const;

/**
 * A keyword of the URL as typed, or undefined. The router parses `?keyword=123` as a number;
 * it is still what was typed.
 */
export function urlTextOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The keyword a list searches for (trimmed, non-empty), or why the typed one was dropped. */
export function readSearchKeyword(value: string | undefined): {
  keyword?: string;
  keywordError?: string;
} {
  if (value === undefined) return {};
  const check = checkSearchKeyword(value);
  if (check.ok) return check.keyword ? { keyword: check.keyword } : {};
  if (check.reason === 'tooLong') return { keywordError: SEARCH_KEYWORD_ERRORS.tooLong };
  if (check.reason === 'markup') return { keywordError: SEARCH_KEYWORD_ERRORS.markup };
  return { keywordError: SEARCH_KEYWORD_ERRORS.invalid };
}
