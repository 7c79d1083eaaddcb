// A page's absolute address on the site (DESIGN.md §8: canonical URLs from the configured site
// origin), shared by the page heads and the structured data that names pages.

/** The site's address and the path; the path alone while no address is set. */
export function canonicalUrl(path: string, siteUrl = ''): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}
