// Pages read with one row more than they hold: that row, when it comes, says a next page exists.

/** The page of `rows` (read with `.limit(size + 1)`) and whether there is a next one. */
export function pageOf<T>(
  rows: readonly T[],
  size: number,
): { rows: T[]; next_page_yn: 'Y' | 'N' } {
  return { rows: rows.slice(0, size), next_page_yn: rows.length > size ? 'Y' : 'N' };
}
