// What every schema.org object of the site's JSON-LD shares (DESIGN.md §8: each route declares
// its JSON-LD through its head). The builders are pure and free of zod and React: a route's head
// runs in the browser too, so they cost the page's script next to nothing.
import { canonicalUrl } from '../canonical-url';

/** One JSON-LD object, written by the router as its own application/ld+json script. */
export type JsonLd = Record<string, unknown>;

export const SCHEMA_ORG_CONTEXT = 'https://schema.org';

/** A node id on the site's home page: other objects point at the node instead of repeating it. */
function siteNodeId(siteUrl: string, name: string): string {
  return canonicalUrl(`/#${name}`, siteUrl);
}

/** The firm as an Organization. */
export const organizationId = (siteUrl: string) => siteNodeId(siteUrl, 'organization');

/** The firm's head office as a LegalService. */
export const legalServiceId = (siteUrl: string) => siteNodeId(siteUrl, 'legal-service');
