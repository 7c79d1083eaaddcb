// Info and success articles (spec/site.md §2 Legal-topic article pages, §3 Article data). Lists
// run newest first (created_at, then idx); neighbours follow that order within one kind.
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import type { ArticleKind } from '../constants';
import { articles, caseTypes, groups, lawyers } from '../schema';
import type { ArticleRow, GroupRow, LawyerRow } from '../schema';
import { matchesEveryTerm, relevanceOf } from './keyword-search';
import type { SearchField } from './keyword-search';
import type { Neighbours, PageRequest, PageRows } from './page-rows';

export type ArticleListRow = Pick<
  ArticleRow,
  'idx' | 'title' | 'intro' | 'groupCode' | 'typeIdx' | 'imgUrl' | 'createdAt' | 'updatedAt'
> & { groupName: string };

const listColumns = {
  idx: articles.idx,
  title: articles.title,
  intro: articles.intro,
  groupCode: articles.groupCode,
  groupName: groups.codeName,
  typeIdx: articles.typeIdx,
  imgUrl: articles.imgUrl,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

const newestFirst = [desc(articles.createdAt), desc(articles.idx)];

/** An article is found by its title, its field's and case type's names and its intro. */
const searchFields: SearchField[] = [
  { field: articles.title, weight: 4 },
  {
    field: sql`(select ${groups.codeName} from ${groups} where ${groups.code} = ${articles.groupCode})`,
    weight: 3,
  },
  {
    field: sql`(select ${caseTypes.tagTitle} from ${caseTypes} where ${caseTypes.typeIdx} = ${articles.typeIdx})`,
    weight: 3,
  },
  { field: articles.intro, weight: 1 },
];

export async function findArticlePage(
  db: Db,
  filter: {
    kind: ArticleKind;
    groupCode?: string;
    groupCodes?: readonly string[];
    keyword?: string;
  },
  page: PageRequest,
): Promise<PageRows<ArticleListRow>> {
  const where = and(
    eq(articles.kind, filter.kind),
    filter.groupCode === undefined ? undefined : eq(articles.groupCode, filter.groupCode),
    filter.groupCodes === undefined
      ? undefined
      : inArray(articles.groupCode, [...filter.groupCodes]),
    matchesEveryTerm(searchFields, filter.keyword),
  );
  const relevance = relevanceOf(searchFields, filter.keyword);
  const [rows, totalCount] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .innerJoin(groups, eq(groups.code, articles.groupCode))
      .where(where)
      .orderBy(...(relevance ? [desc(relevance)] : []), ...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(articles, where),
  ]);
  return { rows, totalCount };
}

/** An article with everything its page shows, each part in display order. */
export function findArticleDetail(db: Db, kind: ArticleKind, idx: number) {
  return db.query.articles.findFirst({
    where: and(eq(articles.kind, kind), eq(articles.idx, idx)),
    with: {
      group: true,
      templates: { orderBy: (row) => [asc(row.sortOrder), asc(row.idx)] },
      contents: { orderBy: (row) => [asc(row.sortOrder), asc(row.idx)] },
      links: { orderBy: (row) => [asc(row.sortOrder), asc(row.idx)] },
      lawyers: {
        orderBy: (row) => [asc(row.sortOrder)],
        with: { lawyer: true },
      },
    },
  });
}

export type ArticleDetailRow = NonNullable<Awaited<ReturnType<typeof findArticleDetail>>>;

/** The articles of the same kind around `article` in list order. */
export async function findArticleNeighbours(
  db: Db,
  article: Pick<ArticleRow, 'idx' | 'kind' | 'createdAt'>,
): Promise<Neighbours<Pick<ArticleRow, 'idx' | 'title'>>> {
  const position = sql`(${article.createdAt.toISOString()}::timestamptz, ${article.idx}::integer)`;
  const key = sql`(${articles.createdAt}, ${articles.idx})`;
  const neighbour = (before: boolean) =>
    db
      .select({ idx: articles.idx, title: articles.title })
      .from(articles)
      .where(and(eq(articles.kind, article.kind), before ? lt(key, position) : gt(key, position)))
      .orderBy(...(before ? newestFirst : [asc(articles.createdAt), asc(articles.idx)]))
      .limit(1);
  const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
  return { prev, next };
}

/**
 * Articles of `kind` related to a case type: those of the same type first, then others of the
 * same category, newest first, without `excludeIdx`.
 */
export function findRelatedArticles(
  db: Db,
  related: { kind: ArticleKind; typeIdx: number | null; groupCode: string; excludeIdx?: number },
  limit: number,
): Promise<ArticleListRow[]> {
  const sameType =
    related.typeIdx === null ? undefined : sql`${articles.typeIdx} = ${related.typeIdx}::integer`;
  return db
    .select(listColumns)
    .from(articles)
    .innerJoin(groups, eq(groups.code, articles.groupCode))
    .where(
      and(
        eq(articles.kind, related.kind),
        or(eq(articles.groupCode, related.groupCode), sameType),
        related.excludeIdx === undefined ? undefined : ne(articles.idx, related.excludeIdx),
      ),
    )
    .orderBy(...(sameType ? [desc(sameType)] : []), ...newestFirst)
    .limit(limit);
}

/** The categories that have articles of `kind`, other than `excludeCode`, in group order. */
export function findFieldsWithArticles(
  db: Db,
  kind: ArticleKind,
  excludeCode: string,
): Promise<Pick<GroupRow, 'code' | 'codeName' | 'sortOrder'>[]> {
  return db
    .selectDistinct({ code: groups.code, codeName: groups.codeName, sortOrder: groups.sortOrder })
    .from(groups)
    .innerJoin(articles, eq(articles.groupCode, groups.code))
    .where(and(eq(articles.kind, kind), ne(groups.code, excludeCode)))
    .orderBy(asc(groups.sortOrder), asc(groups.code));
}

/** The group's lawyers first, then the firm's own (`fillCode`), in their order, up to `limit`. */
export function findGroupTopLawyers(
  db: Db,
  groupCode: string,
  fillCode: string,
  limit: number,
): Promise<LawyerRow[]> {
  return db
    .select()
    .from(lawyers)
    .where(inArray(lawyers.groupCode, [groupCode, fillCode]))
    .orderBy(
      desc(sql`${lawyers.groupCode} = ${groupCode}`),
      asc(lawyers.sortOrder),
      asc(lawyers.idx),
    )
    .limit(limit);
}
