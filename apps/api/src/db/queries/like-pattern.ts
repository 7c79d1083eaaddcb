// Keyword search with ILIKE: the visitor's text is matched literally, so % and _ in a search
// box find those characters instead of acting as wildcards.
import { ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%keyword%` with the LIKE wildcards and the escape character (backslash) escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any of `columns` contains `keyword`, ignoring case; undefined (no filter) for a blank one. */
export function anyContains(columns: PgColumn[], keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
