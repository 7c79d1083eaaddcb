// spec/site.md §2 Home and Header: where a search goes. One module, so the landing block,
// the header's search and the mobile search icon agree.

/** spec/site.md §2 route table: "/integrate?search=&tab=전체". */
export const INTEGRATE_PATH = '/integrate';
export const INTEGRATE_ALL_TAB = '전체';

/** spec/site.md §9 "Search max length 20" (one source with the api's search queries). */
export { SEARCH_MAX_LENGTH } from '@lawfirm/api-client';

/**
 * The integrated-search URL for `text` on the site at `origin` ('' for this site):
 * `/integrate?search={text}&tab=전체`, the text URL-encoded. `trim` applies the Enter rule
 * ("the text is trimmed and URL-encoded on Enter"); the search icon sends the text as typed.
 */
export function integrateSearchUrl(
  text: string,
  { origin = '', trim = true }: { origin?: string; trim?: boolean } = {},
): string {
  const search = trim ? text.trim() : text;
  const query = `search=${encodeURIComponent(search)}&tab=${encodeURIComponent(INTEGRATE_ALL_TAB)}`;
  return `${origin.replace(/\/$/, '')}${INTEGRATE_PATH}?${query}`;
}

/** spec/site.md §2 Home: "a keyword containing a middle dot is searched with a space instead". */
export function hashTagSearchText(keyword: string): string {
  return keyword.replace(/\s*[·ㆍ•]\s*/g, ' ').trim();
}
