// The two Q&A lists, /faq and /faq/{code_desc} (spec/site.md §2), share their loader and
// component (their head is faq-list-head.ts); each file route passes its category (none on /faq).
import type { ApiClient } from '@lawfirm/api-client';
import {
  faqGroupListQueryOptions,
  faqListQueryOptions,
  seoFieldListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { FaqListQueryInput } from '@lawfirm/api-client/site-core';
import { FaqListPage, faqCategoryDescription, totalPagesOf } from '@lawfirm/site';
import { FAQ_PAGE_SIZE } from '@lawfirm/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

import type { FaqListLoaderData, FaqListRouteArgs } from './faq-list-head';

/** The api query of a list: the same object in the loader and the component (one cache key). */
function listQuery({ codeDesc, search }: FaqListRouteArgs): FaqListQueryInput {
  return {
    ...(codeDesc ? { code_desc: codeDesc } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    pageNumber: search.page,
  };
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
  // The category's SEO template names its case fields in the description (spec/site.md §7 #17;
  // the call answers [] on failure, and the description falls back to the route table's).
  const fields = group
    ? await queryClient.ensureQueryData(seoFieldListQueryOptions(apiClient, group.code))
    : [];
  return {
    categoryName: group?.code_name,
    ...(group
      ? {
          categoryDescription: faqCategoryDescription(
            group.code_name,
            fields.map((field) => field.tag_title),
          ),
        }
      : {}),
    totalCount,
  };
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
