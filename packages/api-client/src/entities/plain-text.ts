// Free text a visitor types (a search keyword, a memo, a reason) is text, never markup. Anything
// that looks like the start of a tag — `<` followed by a letter, `/`, `!` or `?` — is refused
// with a Korean message, so a script can never be stored or echoed, while "1 < 2" stays valid.
import type { z } from 'zod';

import { storableText } from './storable-text';

/** `<a`, `</`, `<!--`, `<?xml`: where an HTML parser would start a tag, comment or directive. */
export const MARKUP_PATTERN = /<[A-Za-z/!?]/;

/** The issue message of a refused value (visitor-facing, Korean). */
export const PLAIN_TEXT_MESSAGE = '태그(<…>) 형식의 내용은 입력할 수 없습니다.';

/** True when `value` holds nothing an HTML parser would read as a tag. */
export function isPlainText(value: string): boolean {
  return !MARKUP_PATTERN.test(value);
}

/**
 * `schema` refusing tag-like markup and what the database cannot keep (storable-text.ts). The
 * refinements keep the schema's type and convert to JSON
 * Schema as the string it refines (no transform), so request schemas stay documentable.
 */
export function plainText<T extends z.ZodString>(schema: T): T {
  return storableText(schema).refine(isPlainText, PLAIN_TEXT_MESSAGE);
}
