// The heads of the article pages of spec/site.md §2 (/info, /success and their detail pages),
// apart from their loaders and components (article-routes.tsx): a route's head loads with the
// start-up code of every page, its loader and component only with the route. What a detail's
// head says (title, description, JSON-LD) is made by its loader.
import { articleDetailPath, articleListPath } from '@lawfirm/api-client/site-core';
import type { ArticleKind } from '@lawfirm/api-client/site-core';
import { ROUTE_DESCRIPTIONS, ROUTE_TITLES, articleListSearchFor } from '../../index';
import type { ArticleListSearch, JsonLd } from '../../index';

import { pageHead } from './page-head';

export interface ArticleListLoaderData {
  totalCount: number;
  /** The field's name on a field's list (`?group_code=`) that has articles. */
  fieldName?: string;
}

/** Title, description and canonical URL of a list page; an empty list is noindex. */
export function articleListHead(
  kind: ArticleKind,
  search: ArticleListSearch,
  data: ArticleListLoaderData | undefined,
) {
  if (!data) return pageHead(undefined);
  const listTitle = ROUTE_TITLES[`/${kind}`];
  const title = [
    data.fieldName ? `${data.fieldName} ${listTitle}` : listTitle,
    search.page > 1 ? `${search.page}페이지` : undefined,
  ]
    .filter(Boolean)
    .join(' - ');
  const query = new URLSearchParams(
    Object.entries(articleListSearchFor(search.page, search.groupCode)).map(([key, value]) => [
      key,
      String(value),
    ]),
  ).toString();
  return pageHead(title, {
    description: data.fieldName
      ? `${data.fieldName} 분야 ${ROUTE_DESCRIPTIONS[`/${kind}`]}`
      : ROUTE_DESCRIPTIONS[`/${kind}`],
    canonicalPath: `${articleListPath(kind)}${query ? `?${query}` : ''}`,
    noindex: data.totalCount === 0,
  });
}

export interface ArticleDetailLoaderData {
  kind: ArticleKind;
  idx: number;
  title: string;
  description: string;
  /** Article, and FAQPage where §2 marks the page (article-structured-data.ts in packages/site). */
  structuredData: JsonLd[];
}

/** An article's head: its title, description, canonical URL and JSON-LD. */
export function articleDetailHead(data: ArticleDetailLoaderData | undefined) {
  if (!data) return pageHead(undefined);
  return pageHead(data.title, {
    description: data.description,
    canonicalPath: articleDetailPath(data.kind, data.idx),
    structuredData: data.structuredData,
    ogType: 'article',
  });
}
