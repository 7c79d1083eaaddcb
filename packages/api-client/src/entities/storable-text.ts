// Text the database can keep. PostgreSQL refuses U+0000 in a text column, and a lone UTF-16
// surrogate (half of a pair) is not a character at all: UTF-8 cannot encode it. Every request
// string of the api goes through this one refinement, so such a value is a 400 that names the
// field, never a failed insert.
import type { z } from 'zod';

/** U+0000, or a surrogate half without its other half. */
const UNSTORABLE_PATTERN =
  // eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The issue message of a refused value (visitor-facing, Korean). */
export const STORABLE_TEXT_MESSAGE =
  '입력할 수 없는 문자(NUL 문자 또는 깨진 문자)가 포함되어 있습니다.';

/** True when `value` holds neither U+0000 nor a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_PATTERN.test(value);
}

/**
 * `schema` refusing what the database cannot keep. A refinement keeps the schema's type and its
 * JSON Schema (no transform), so request schemas stay documentable.
 */
export function storableText<T extends z.ZodString>(schema: T): T {
  return schema.refine(isStorableText, STORABLE_TEXT_MESSAGE);
}
