// A list page's `page` query as every paged list reads it (spec/site.md §5 Pagination): a whole
// number from 2 up (page 1 is written as no page), or nothing.

/**
 * The largest page a list link may ask for: far past any list here, so an absurd number is
 * dropped from the URL before any request; a page past a list's end is still answered 404 by
 * its route.
 */
export const MAX_PAGE = 100_000;

/** The page a URL asks for, from 2; undefined for page 1 and for anything that is no page. */
export function pageParamOf(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE
    ? page
    : undefined;
}
