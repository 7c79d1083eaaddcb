// A search keyword as the api accepts it (keywordSchema, entities/request-fields.ts), checked
// without zod for the site's browser code: trimmed, at most SEARCH_MAX_LENGTH characters,
// storable and never markup. search-keyword.test.ts holds both to the same answers.
import { SEARCH_MAX_LENGTH } from '../constants';
import { isPlainText } from '../entities/plain-text';
import { isStorableText } from '../entities/storable-text';

export type SearchKeywordCheck =
  | { ok: true; /** Trimmed; '' for no keyword. */ keyword: string }
  | { ok: false; reason: 'tooLong' | 'unstorable' | 'markup' };

export function checkSearchKeyword(value: string): SearchKeywordCheck {
  const keyword = value.trim();
  if (keyword.length > SEARCH_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  if (!isStorableText(keyword)) return { ok: false, reason: 'unstorable' };
  if (!isPlainText(keyword)) return { ok: false, reason: 'markup' };
  return { ok: true, keyword };
}

/** How many words of one search are matched; more are ignored (the box takes 20 characters). */
export const SEARCH_MAX_TERMS = 6;

// Spaces and the marks Korean titles put between words: the middle dot (and its look-alikes),
// commas, slashes. spec/site.md §2 Home searches a middle dot as a space.
const TERM_SEPARATORS = /[\s·・‧•･,，/]+/u;

/**
 * The distinct words of a search, in the order typed (none for a blank one): the api finds
 * entries holding every word, in any order, and the site marks each in the results.
 */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const terms = keyword.split(TERM_SEPARATORS).filter((term) => term !== '');
  const distinct = [...new Map(terms.map((term) => [term.toLowerCase(), term])).values()];
  return distinct.slice(0, SEARCH_MAX_TERMS);
}
