// The sign-in page's query (spec/site.md §3 "Login props: state and the redirect query
// parameter"): where to go once signed in, and, when the identity service sent the visitor
// back, why the sign-in did not go on. Read without zod: route search checks run at start-up.

export interface LoginSearch {
  /** The page to return to, as given; normalised when used (siteRedirectPath, §5). */
  redirect?: string;
  /** The identity service's reason code for a sign-in that could not go on. */
  reason?: string;
}

const REASON_PATTERN = /^[a-z_]{1,40}$/;
const REDIRECT_MAX_LENGTH = 512;

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const result: LoginSearch = {};
  const { redirect, reason } = search;
  if (typeof redirect === 'string' && redirect !== '' && redirect.length <= REDIRECT_MAX_LENGTH) {
    result.redirect = redirect;
  }
  if (typeof reason === 'string' && REASON_PATTERN.test(reason)) result.reason = reason;
  return result;
}
