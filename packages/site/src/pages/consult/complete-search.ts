// spec/site.md §2 route table: `/complete?isConsult=true` after a stored consultation request.
// The route's search, read alike by main-site and center-site.

export interface CompleteSearch {
  isConsult?: boolean;
}

/**
 * The /complete route's `validateSearch`: the router reads `?isConsult=true` as the JSON value
 * true; a hand-typed 'true' counts too. Anything else is no result (§8 "invalid access").
 */
export function validateCompleteSearch(search: Record<string, unknown>): CompleteSearch {
  return search.isConsult === true || search.isConsult === 'true' ? { isConsult: true } : {};
}
