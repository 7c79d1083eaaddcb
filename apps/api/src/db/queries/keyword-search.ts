// Keyword search as a Korean visitor types it (spec/site.md §3 integrated search): the words in
// any order, the middle dot and spaces alike, each word found anywhere in a field, part of a
// word included ("교통사고" in "음주운전·교통사고"). ILIKE matches the visitor's text literally,
// so % and _ in a search box find those characters instead of acting as wildcards. The seeded
// lists are a few hundred rows: a scan with ILIKE answers well within the bench's reads.
import { and, ilike, or, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import { searchTerms } from '@lawfirm/api-client/site-core';

/** `%keyword%` with the LIKE wildcards and the escape character (backslash) escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A searched field and how much a word found in it counts towards an entry's relevance. */
export interface SearchField {
  field: Column | SQL;
  /** A small whole number, written into the query as it is. */
  weight: number;
}

/**
 * Every word of `keyword` is in one of the fields, ignoring case; undefined (no filter) for a
 * blank keyword.
 */
export function matchesEveryTerm(
  fields: readonly SearchField[],
  keyword: string | undefined,
): SQL | undefined {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = containsPattern(term);
      return or(...fields.map(({ field }) => ilike(field, pattern)));
    }),
  );
}

/**
 * An entry's relevance to `keyword`: for each word, the weights of the fields it is in (a word
 * in a title outranks one in a body). Undefined for a blank keyword: the list keeps its order.
 */
export function relevanceOf(
  fields: readonly SearchField[],
  keyword: string | undefined,
): SQL<number> | undefined {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return undefined;
  const parts = terms.flatMap((term) => {
    const pattern = containsPattern(term);
    return fields.map(
      ({ field, weight }) =>
        sql`(case when ${ilike(field, pattern)} then ${sql.raw(String(Math.trunc(weight)))} else 0 end)`,
    );
  });
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}
