// The head of the two Q&A lists, /faq and /faq/{code_desc} (spec/site.md §2). Apart from the
// list's loader and component (faq-list-route.tsx): a route's head loads with the start-up
// code of every page, its component only with the route.
import { faqListPath } from '@lawfirm/api-client/site-core';
import {
  FAQ_TITLE,
  ROUTE_DESCRIPTIONS,
  faqListBreadcrumbs,
  faqListSearchFor,
  faqSearchResultsTitle,
} from '../../index';
import type { FaqListSearch } from '../../index';

import { pageHead } from './page-head';

export interface FaqListRouteArgs {
  codeDesc?: string;
  search: FaqListSearch;
}

export interface FaqListLoaderData {
  /** The category's name; absent on /faq. */
  categoryName?: string;
  /**
   * The category's meta description, naming the case fields of its SEO template (call #17);
   * absent on /faq.
   */
  categoryDescription?: string;
  totalCount: number;
}

/**
 * Title, description, canonical URL and breadcrumb of a list page. An empty result (a search
 * that found nothing, a category without entries) and a refused keyword are noindex
 * (DESIGN.md §8).
 */
export function faqListHead(args: FaqListRouteArgs, data: FaqListLoaderData | undefined) {
  if (!data) return pageHead(undefined);
  const { search, codeDesc } = args;
  const listTitle = data.categoryName ? `${data.categoryName} ${FAQ_TITLE}` : FAQ_TITLE;
  const title = [
    search.keyword ? faqSearchResultsTitle(search.keyword) : undefined,
    listTitle,
    search.page > 1 ? `${search.page}페이지` : undefined,
  ]
    .filter(Boolean)
    .join(' - ');
  const query = new URLSearchParams(
    Object.entries(faqListSearchFor(search.page, search.keyword)).map(([key, value]) => [
      key,
      String(value),
    ]),
  ).toString();
  return pageHead(title, {
    description: data.categoryDescription ?? ROUTE_DESCRIPTIONS['/faq'],
    canonicalPath: `${faqListPath(codeDesc)}${query ? `?${query}` : ''}`,
    noindex: data.totalCount === 0 || Boolean(search.keywordError),
    breadcrumbs: faqListBreadcrumbs(data.categoryName),
  });
}
