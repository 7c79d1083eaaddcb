// spec/site.md §5 Pagination and §9 "FAQ page size 9 (total pages = ceil(totalCount/9)); 5 page
// numbers shown": the rules every paged list of the site shares (Q&A now, articles later).

/** §9: how many page numbers the bar shows at once. */
export const PAGE_NUMBER_COUNT = 5;

/** §9 "total pages = ceil(totalCount/pageSize)"; an empty list has no pages. */
export function totalPagesOf(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

/**
 * §5 "Pagination accepts only pages between 1 and the total and different from the current
 * page": whether a move to `target` is a real move.
 */
export function isPageRequestAllowed(target: number, current: number, totalPages: number) {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== current;
}

/**
 * The numbers shown for `current`: the block of `count` pages that holds it (1-5, 6-10, ...),
 * the last block cut at the total, as Korean boards page.
 */
export function visiblePageNumbers(
  current: number,
  totalPages: number,
  count: number = PAGE_NUMBER_COUNT,
): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const first = Math.floor((page - 1) / count) * count + 1;
  const last = Math.min(first + count - 1, totalPages);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export interface PageNavigation {
  /** The page "previous" goes to; null on the first page (§5: disabled there). */
  previous: number | null;
  /** The page "next" goes to; null on the last page (§5: disabled there). */
  next: number | null;
  pages: number[];
}

/** What the bar offers on `current` of `totalPages`. */
export function pageNavigation(current: number, totalPages: number): PageNavigation {
  return {
    previous: isPageRequestAllowed(current - 1, current, totalPages) ? current - 1 : null,
    next: isPageRequestAllowed(current + 1, current, totalPages) ? current + 1 : null,
    pages: visiblePageNumbers(current, totalPages),
  };
}
