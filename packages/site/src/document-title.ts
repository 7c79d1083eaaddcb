import { FIRM_NAME } from './constants';

/**
 * The text of a page's <title>: the page first, so that tabs and search results stay
 * distinguishable, then the firm. Without a page title it is the firm's name alone.
 */
export function formatDocumentTitle(pageTitle?: string): string {
  const page = pageTitle?.trim();
  return page ? `${page} | ${FIRM_NAME}` : FIRM_NAME;
}
