import { formatDocumentTitle } from '@lawfirm/site';

/** A route's `head`: its Korean document title (the firm's name follows the page's). */
export function pageHead(pageTitle?: string) {
  return { meta: [{ title: formatDocumentTitle(pageTitle) }] };
}
