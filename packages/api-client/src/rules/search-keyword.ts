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
