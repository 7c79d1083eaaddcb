// Calls that only the site's own pages may make (DESIGN.md §7). A browser names who asks: every
// POST carries Origin, and current browsers add Sec-Fetch-Site. The site's pages are served from
// the api's own origin, or from origins the api lists (PUBLIC_URL's, SITE_ORIGINS): an Origin
// among those is the site's, whatever Sec-Fetch-Site says, since a page the firm serves elsewhere
// is by definition not "same-origin". Otherwise another port of the same host is "same-site" and
// gets SameSite=Lax cookies, so only "same-origin" passes. A request that names neither comes
// from no browser (a server, a script) and carries no visitor's cookie by accident, so it is
// judged by its credentials alone.
import type { FastifyRequest } from 'fastify';

/** Sec-Fetch-Site of a request from the api's own origin. */
const SAME_ORIGIN = 'same-origin';

/**
 * Why `request` does not come from one of the site's pages, in English for the developer;
 * undefined when it does or names no origin. `siteOrigins` are the origins the site's pages are
 * served from (PUBLIC_URL's and SITE_ORIGINS); the origin the request itself was addressed to
 * always counts too.
 */
export function crossOriginReason(
  request: FastifyRequest,
  siteOrigins: readonly string[],
): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && siteOrigins.includes(origin)) return undefined;
  const call = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== SAME_ORIGIN) {
    return `${call} is accepted only from this site's own pages; the request came from another origin (Sec-Fetch-Site: ${String(fetchSite)})`;
  }
  if (origin === undefined) return undefined;
  if (origin === `${request.protocol}://${request.host}`) return undefined;
  return `${call} is accepted only from this site's own pages; the request came from ${origin}`;
}
