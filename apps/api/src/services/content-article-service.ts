// Info and success articles (spec/site.md §2 Legal-topic article pages, §3 Article data): pages
// of the lists, and one article with everything its page shows.
import type {
  ArticleData,
  ArticleLink,
  ArticleListQueryInput,
  ArticleSummary,
  InfoDetail,
  SuccessDetail,
} from '@lawfirm/api-client/site';
import { articleDetailPath, articleListPath } from '@lawfirm/api-client/site';

import { DEFAULT_CENTER_CODE, GROUP_TOP_LAWYER_COUNT } from '../constants';
import type { Db } from '../db/create-database';
import type { ArticleKind, ArticleLinkKind } from '../db/constants';
import {
  findArticleDetail,
  findArticleNeighbours,
  findArticlePage,
  findFieldsWithArticles,
  findGroupTopLawyers,
  findRelatedArticles,
} from '../db/queries/content-article-queries';
import type { ArticleDetailRow } from '../db/queries/content-article-queries';
import { pageRequest } from '../db/queries/page-rows';
import { centreCategoryCodes } from './center-service';
import { loadInitialCounts } from './content-initial-data';
import { articleSummaryOf, keywordOrUndefined, lawyerOf } from './content-mappers';

/** Success cases in an article's sidebar (ours: the spec gives no number). */
export const ARTICLE_SUCCESS_DATA_COUNT = 5;

export type ArticleListQuery = Required<Pick<ArticleListQueryInput, 'pageNumber' | 'pageSize'>> &
  Pick<ArticleListQueryInput, 'group_code' | 'keyword' | 'center'>;

/**
 * One page of `kind`, newest first; an unknown category matches nothing. With `center`, only
 * the categories that centre groups (spec/site.md §1 group sites); an unknown centre has none.
 */
export async function listArticles(
  db: Db,
  kind: ArticleKind,
  query: ArticleListQuery,
): Promise<{ list: ArticleSummary[]; totalCount: number }> {
  const groupCodes =
    query.center === undefined ? undefined : await centreCategoryCodes(db, query.center);
  if (groupCodes?.length === 0) return { list: [], totalCount: 0 };
  const page = await findArticlePage(
    db,
    {
      kind,
      groupCode: query.group_code,
      ...(groupCodes ? { groupCodes } : {}),
      keyword: keywordOrUndefined(query.keyword),
    },
    pageRequest(query.pageNumber, query.pageSize),
  );
  return { list: page.rows.map(articleSummaryOf), totalCount: page.totalCount };
}

function linksOf(row: ArticleDetailRow, kind: ArticleLinkKind): ArticleLink[] {
  return row.links
    .filter((link) => link.kind === kind)
    .map((link) => ({ idx: link.idx, title: link.title, link: link.link, tag_idx: link.tagIdx }));
}

async function loadArticle(db: Db, kind: ArticleKind, idx: number) {
  const row = await findArticleDetail(db, kind, idx);
  if (!row) return undefined;
  const [neighbours, successes, fields, topLawyers, initialData] = await Promise.all([
    findArticleNeighbours(db, row),
    // successData (spec/site.md §3: by type_idx): the same case type first, then the category.
    findRelatedArticles(
      db,
      {
        kind: 'success',
        typeIdx: row.typeIdx,
        groupCode: row.groupCode,
        excludeIdx: kind === 'success' ? row.idx : undefined,
      },
      ARTICLE_SUCCESS_DATA_COUNT,
    ),
    findFieldsWithArticles(db, kind, row.groupCode),
    // The group's lawyers, then the firm's own, so the §5 sidebar fill has people to show.
    findGroupTopLawyers(db, row.groupCode, DEFAULT_CENTER_CODE, GROUP_TOP_LAWYER_COUNT),
    loadInitialCounts(db),
  ]);

  const data: ArticleData = {
    ...articleSummaryOf({ ...row, groupName: row.group.codeName }),
    // The casts: check constraints hold tag and kind to the schema's codes (db/schema/articles.ts).
    template: row.templates.map((template) => ({
      idx: template.idx,
      tag: template.tag as ArticleData['template'][number]['tag'],
      tag_title: template.tagTitle,
      description: template.description,
      parent: template.parent,
      active_faq: template.activeFaq,
      reference_is_use: template.referenceIsUse,
      news_is_use: template.newsIsUse,
      youtube_is_use: template.youtubeIsUse,
      type_idx: template.typeIdx,
      faqCount: template.faqCount,
    })),
    contentsList: row.contents.map((content) => ({
      idx: content.idx,
      template_idx: content.templateIdx,
      kind: content.kind as ArticleData['contentsList'][number]['kind'],
      title: content.title,
      body: content.body,
    })),
    h2List: row.templates
      .filter((template) => template.tag === 'h2')
      .map((template) => ({ idx: template.idx, tag_title: template.tagTitle })),
    lawyerData: row.lawyers.map((link) => lawyerOf(link.lawyer)),
    // "Other fields (excluding the current one)": categories with articles of this kind, each
    // linking to its list. idx is the category's place in the group order.
    fieldData: fields.map((field) => ({
      idx: field.sortOrder,
      title: field.codeName,
      link: articleListPath(kind, field.code),
    })),
    successData: successes.map(articleSummaryOf),
    groupTopTenLawyerList: topLawyers.map(lawyerOf),
    referenceLinkList: linksOf(row, 'reference'),
    newsLinkList: linksOf(row, 'news'),
    shortsLinkList: linksOf(row, 'shorts'),
    youtubeLinkList: linksOf(row, 'youtube'),
    // spec/site.md §2: only the success variant shows the case image block (382x510).
    imgData:
      kind === 'success' && row.imgUrl !== null
        ? { img_url: row.imgUrl, alt: row.imgAlt ?? row.title }
        : null,
    initialData,
    // spec/site.md §2: from 2 FAQ elements in one section, the FAQ wrapper becomes a container.
    faqElementMaxCountInContents: Math.max(
      0,
      ...row.templates.map((template) => template.faqCount),
    ),
  };
  return { data, neighbours };
}

/** An info article; neighbours as prevPost/nextPost (spec/site.md §3). */
export async function getInfoDetail(db: Db, idx: number): Promise<InfoDetail | undefined> {
  const article = await loadArticle(db, 'info', idx);
  if (!article) return undefined;
  const link = (neighbour: { idx: number; title: string } | undefined) =>
    neighbour
      ? {
          pathname: articleDetailPath('info', neighbour.idx),
          idx: neighbour.idx,
          title: neighbour.title,
        }
      : null;
  return {
    ...article.data,
    prevPost: link(article.neighbours.prev),
    nextPost: link(article.neighbours.next),
  };
}

/** A success case; neighbours as pn.prev/pn.next with `id` (spec/site.md §3). */
export async function getSuccessDetail(db: Db, idx: number): Promise<SuccessDetail | undefined> {
  const article = await loadArticle(db, 'success', idx);
  if (!article) return undefined;
  const link = (neighbour: { idx: number; title: string } | undefined) =>
    neighbour
      ? {
          pathname: articleDetailPath('success', neighbour.idx),
          id: neighbour.idx,
          title: neighbour.title,
        }
      : null;
  return {
    ...article.data,
    pn: { prev: link(article.neighbours.prev), next: link(article.neighbours.next) },
  };
}
