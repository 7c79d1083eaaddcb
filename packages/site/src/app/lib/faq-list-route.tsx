// The two Q&A lists, /faq and /faq/{code_desc} (spec/site.md §2), share their loader and
// component (their head is faq-list-head.ts); each file route passes its category (none on /faq).
import type { ApiClient } from '@lawfirm/api-client';
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  faqGroupListQueryOptions,
  faqListQueryOptions,
  seoFieldListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { FaqListQueryInput } from '@lawfirm/api-client/site-core';
import { FaqListPage, faqCategoryDescription, siteFaqGroups, totalPagesOf } from '../../index';
import { FAQ_PAGE_SIZE } from '@lawfirm/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

import type { FaqListLoaderData, FaqListRouteArgs } from './faq-list-head';
import { pageSiteSettings, siteListFilter } from './page-site';
import { slugParamOf } from './route-params';

/** The api query of a list: the same object in the loader and the component (one cache key). */
function listQuery({ codeDesc, search }: FaqListRouteArgs): FaqListQueryInput {
  return {
    ...siteListFilter(),
    ...(codeDesc ? { code_desc: codeDesc } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
    pageNumber: search.page,
  };
}

/**
 * Loads the categories and the page into the query cache (dehydrated into the HTML). A
 * category the api would refuse (a dot, a space) or does not know, or a page past the last of
 * a non-empty list, is the not-found page (404).
 */
export async function loadFaqList(
  queryClient: QueryClient,
  apiClient: ApiClient,
  args: FaqListRouteArgs,
): Promise<FaqListLoaderData> {
  if (args.codeDesc !== undefined && slugParamOf(args.codeDesc) === undefined) throw notFound();
  const { centerCode } = pageSiteSettings();
  const [allGroups, centres, list] = await Promise.all([
    queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
    centerCode === DEFAULT_CENTER_CODE
      ? undefined
      : queryClient.ensureQueryData(centerListQueryOptions(apiClient)),
    queryClient.ensureQueryData(faqListQueryOptions(apiClient, listQuery(args))),
  ]);
  // Another group's category on a centre's site is the not-found page (404), not a redirect:
  // the centre's menu never links it, and a visitor who typed it expects this site's pages,
  // not to be carried to another origin; its category lives on the main site (§1 group sites).
  const groups = siteFaqGroups(allGroups.data.list, centres?.data, centerCode);
  const group = args.codeDesc ? groups.find((item) => item.code_desc === args.codeDesc) : undefined;
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
  const { centerCode } = pageSiteSettings();
  const allGroups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  // The loader filled the group list on a centre's site only; the main site keeps every category.
  const centres = useQuery({
    ...centerListQueryOptions(apiClient),
    enabled: centerCode !== DEFAULT_CENTER_CODE,
  }).data?.data;
  const groups = siteFaqGroups(allGroups, centres, centerCode);
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
