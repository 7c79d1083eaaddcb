// The Q&A pages' titles (spec/site.md §2 Legal Q&A), apart from their copy (faq-constants.ts):
// the routes' heads, which every page's start-up carries, need these alone.
import { ROUTE_TITLES } from '../../route-titles';

export const FAQ_TITLE = ROUTE_TITLES['/faq'];

/** The heading of a search's results, in the list and in the document title. */
export function faqSearchResultsTitle(keyword: string): string {
  return `‘${keyword}’ 검색 결과`;
}
