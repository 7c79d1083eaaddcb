// Whether a centre's own site has sub pages (spec/site.md §2 Header: "On group sites without sub
// pages, search goes to the main site and there is no menu"). The spec names no field for it, so
// it is read from call #1's group: a centre's children are the categories it covers, each
// linking in etc2 to its page on the centre's site; a centre whose children link nowhere (or
// that has none) is a one-page site. The api's seed writes its centres to this rule.
import type { Center } from '../calls/get-center-list';

export function centerHasSubPages(center: Pick<Center, 'children'>): boolean {
  return center.children.some((child) => child.etc2 !== null && child.etc2.trim() !== '');
}
