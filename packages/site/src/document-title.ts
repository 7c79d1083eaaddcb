import { FIRM_NAME } from './constants';

/**
 * The name a site of the group goes by: the firm's, and on a centre's own site the firm's
 * followed by the centre's (spec/site.md §1), as Korean writes it: "법무법인 대륜 디지털포렌식센터".
 */
export function siteNameOf(centreName?: string): string {
  const centre = centreName?.trim();
  return centre ? `${FIRM_NAME} ${centre}` : FIRM_NAME;
}

/**
 * The text of a page's <title>: the page first, so that tabs and search results stay
 * distinguishable, then the site's name (the firm's by default). Without a page title it is
 * the site's name alone.
 */
export function formatDocumentTitle(pageTitle?: string, siteName: string = FIRM_NAME): string {
  const page = pageTitle?.trim();
  return page ? `${page} | ${siteName}` : siteName;
}
