// The two Q&A lists, /faq and /faq/{code_desc} (spec/site.md §2), share their loader, head and
// component; each file route passes its category (none on /faq).
import type { ApiClient } from '@lawfirm/api-client';
import {
  faqGroupListQueryOptions,
  faqListPath,
  faqListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { FaqListQueryInput } from '@lawfirm/api-client/site-core';
import {
  FAQ_COPY,
  FaqListPage,
  ROUTE_DESCRIPTIONS,
  faqListSearchFor,
  totalPagesOf,
} from '@lawfirm/site';
import type { FaqListSearch } from '@lawfirm/site';
import { FAQ_PAGE_SIZE } from '@lawfirm/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

import { pageHead } from './page-head';

export interface FaqListRouteArgs {
  codeDesc?: string;
  search: FaqListSearch;
}

/** The api query of a list: the same object in the loader and the component (one cache key). */
function listQuery({ codeDesc, search }: FaqListRouteArgs): FaqListQueryInput {
  return {
    ...(codeDesc ? { code_desc: codeDesc } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    pageNumber: search.page,
  };
}

export interface FaqListLoaderData {
  /** The category's name; absent on /faq. */
  categoryName?: string;
  totalCount: number;
}

/**
 * Loads the categories and the page into the query cache (dehydrated into the HTML). An
 * unknown category, or a page past the last of a non-empty list, is the not-found page (404).
 */
export async function loadFaqList(
  queryClient: QueryClient,
  apiClient: ApiClient,
  args: FaqListRouteArgs,
): Promise<FaqListLoaderData> {
  const [groups, list] = await Promise.all([
    queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
    queryClient.ensureQueryData(faqListQueryOptions(apiClient, listQuery(args))),
  ]);
  const group = args.codeDesc
    ? groups.data.list.find((item) => item.code_desc === args.codeDesc)
    : undefined;
  if (args.codeDesc && !group) throw notFound();
  const { totalCount } = list.data;
  if (totalCount > 0 && args.search.page > totalPagesOf(totalCount, FAQ_PAGE_SIZE)) {
    throw notFound();
  }
  return { categoryName: group?.code_name, totalCount };
}

/**
 * Title, description and canonical URL of a list page. An empty result (a search that found
 * nothing, a category without entries) and a refused keyword are noindex (DESIGN.md §8).
 */
export function faqListHead(args: FaqListRouteArgs, data: FaqListLoaderData | undefined) {
  if (!data) return pageHead(undefined);
  const { search, codeDesc } = args;
  const listTitle = data.categoryName ? `${data.categoryName} ${FAQ_COPY.title}` : FAQ_COPY.title;
  const title = [
    search.keyword ? FAQ_COPY.searchResultsFor(search.keyword) : undefined,
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
    description: data.categoryName
      ? `${data.categoryName} ${ROUTE_DESCRIPTIONS['/faq/$codeDesc']}`
      : ROUTE_DESCRIPTIONS['/faq'],
    canonicalPath: `${faqListPath(codeDesc)}${query ? `?${query}` : ''}`,
    noindex: data.totalCount === 0 || Boolean(search.keywordError),
  });
}

/** The list page from the cache the loader filled. */
export function FaqListRoute({ apiClient, ...args }: FaqListRouteArgs & { apiClient: ApiClient }) {
  const groups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  const { list, totalCount } = useSuspenseQuery(faqListQueryOptions(apiClient, listQuery(args)))
    .data.data;
  const group = args.codeDesc ? groups.find((item) => item.code_desc === args.codeDesc) : undefined;
  return (
    <FaqListPage
      groups={groups}
      group={group}
      items={list}
      totalCount={totalCount}
      search={args.search}
    />
  );
}
