// The article pages of spec/site.md §2, /info, /success and their detail pages, share their
// loaders and components (their heads are article-heads.ts); each file route passes its kind.
import type { ApiClient } from '@lawfirm/api-client';
import {
  idxOf,
  infoDetailQueryOptions,
  infoListQueryOptions,
  successDetailQueryOptions,
  successListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { ArticleKind, ArticleListQueryInput } from '@lawfirm/api-client/site-core';
import {
  ARTICLE_KIND_COPY,
  ARTICLE_PAGE_SIZE,
  ArticleListPage,
  articleHeadSummary,
  articleStructuredData,
  totalPagesOf,
} from '../../index';
import type { ArticleListSearch } from '../../index';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

import type { ArticleDetailLoaderData, ArticleListLoaderData } from './article-heads';
import { siteListFilter } from './page-site';
import { config } from '../config';
import { siteUrl } from './site-url';

/**
 * A list's query options. The cast: both lists answer the same shape and differ only in their
 * key's first word, which TanStack Query's types cannot hold as a union.
 */
const listQueryOptions = (kind: ArticleKind) =>
  (kind === 'info' ? infoListQueryOptions : successListQueryOptions) as typeof infoListQueryOptions;

/** The api query of a list: the same object in the loader and the component (one cache key). */
function listQuery({ page, groupCode }: ArticleListSearch): ArticleListQueryInput {
  return { ...siteListFilter(), ...(groupCode ? { group_code: groupCode } : {}), pageNumber: page };
}

/**
 * Loads a list page into the query cache (dehydrated into the HTML). A page past the last one
 * is the not-found page (404); page 1 of an empty list is the list, saying it is empty.
 */
export async function loadArticleList(
  queryClient: QueryClient,
  apiClient: ApiClient,
  kind: ArticleKind,
  search: ArticleListSearch,
): Promise<ArticleListLoaderData> {
  const { data } = await queryClient.ensureQueryData(
    listQueryOptions(kind)(apiClient, listQuery(search)),
  );
  if (search.page > Math.max(1, totalPagesOf(data.totalCount, ARTICLE_PAGE_SIZE))) {
    throw notFound();
  }
  return {
    totalCount: data.totalCount,
    ...(search.groupCode && data.list[0] ? { fieldName: data.list[0].group_name } : {}),
  };
}

/** A list page from the cache the loader filled. */
export function ArticleListRoute({
  apiClient,
  kind,
  search,
}: {
  apiClient: ApiClient;
  kind: ArticleKind;
  search: ArticleListSearch;
}) {
  const { list, totalCount } = useSuspenseQuery(
    listQueryOptions(kind)(apiClient, listQuery(search)),
  ).data.data;
  return <ArticleListPage kind={kind} items={list} totalCount={totalCount} search={search} />;
}

/**
 * Loads one article into the query cache, with what its head says. An unknown or
 * malformed idx is the not-found page, answered with 404.
 */
export async function loadArticleDetail(
  queryClient: QueryClient,
  apiClient: ApiClient,
  kind: ArticleKind,
  param: string,
): Promise<ArticleDetailLoaderData> {
  const idx = idxOf(param);
  if (idx === undefined) throw notFound();
  // The api's 404 for an idx no article has is the not-found page too (the router's failure
  // policy, packages/site's route-failures.ts).
  const { data } =
    kind === 'info'
      ? await queryClient.ensureQueryData(infoDetailQueryOptions(apiClient, idx))
      : await queryClient.ensureQueryData(successDetailQueryOptions(apiClient, idx));
  const summary = articleHeadSummary(kind, data);
  return {
    kind,
    idx,
    title: `${summary.title} | ${ARTICLE_KIND_COPY[kind].title}`,
    description: summary.description,
    structuredData: articleStructuredData(summary, siteUrl(), config.site.staticBaseUrl),
  };
}
