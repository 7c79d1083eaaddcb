// The legal Q&A (spec/site.md §2 Legal Q&A): categories, pages of 9, and one entry with its
// neighbours and side lists.
import { editorDocumentSchema } from '@lawfirm/api-client/site';
import { FAQ_PAGE_SIZE } from '@lawfirm/api-client';
import type { FaqDetail, FaqGroup, FaqItem, FaqListQueryInput } from '@lawfirm/api-client/site';

import { SIDEBAR_LAWYER_COUNT } from '../constants';
import type { Db } from '../db/create-database';
import { FAQ_GUBUN } from '../db/constants';
import { findRelatedArticles } from '../db/queries/content-article-queries';
import {
  findFaqGroup,
  findFaqGroupByCodeDesc,
  findFaqGroups,
  findFaqNeighbours,
  findFaqPage,
  incrementFaqHit,
  insertFaqFeedback,
} from '../db/queries/content-faq-queries';
import { findLawyerPage } from '../db/queries/content-lawyer-queries';
import { pageRequest } from '../db/queries/page-rows';
import { centreCategoryCodes } from './center-service';
import { articleSummaryOf, faqItemOf, keywordOrUndefined, lawyerOf } from './content-mappers';

/** Success cases and field articles beside an entry (ours: the spec gives no number). */
export const FAQ_SIDE_ARTICLE_COUNT = 4;

export type FaqListQuery = Required<Pick<FaqListQueryInput, 'pageNumber'>> &
  Pick<FaqListQueryInput, 'code_desc' | 'keyword' | 'center'>;

export async function listFaqGroups(db: Db): Promise<FaqGroup[]> {
  const rows = await findFaqGroups(db);
  return rows.map((row) => ({ code: row.code, code_name: row.codeName, code_desc: row.codeDesc }));
}

/**
 * spec/site.md §9 "FAQ page size 9 (total pages = ceil(totalCount/9))": one page, newest first.
 * An unknown category matches nothing: an empty page, which the site shows as no results.
 */
export async function listFaqs(
  db: Db,
  query: FaqListQuery,
): Promise<{ list: FaqItem[]; totalCount: number }> {
  let code: string | undefined;
  if (query.code_desc !== undefined) {
    const group = await findFaqGroupByCodeDesc(db, query.code_desc);
    if (!group) return { list: [], totalCount: 0 };
    code = group.code;
  }
  const codes =
    query.center === undefined ? undefined : await centreCategoryCodes(db, query.center);
  if (codes?.length === 0) return { list: [], totalCount: 0 };
  const page = await findFaqPage(
    db,
    { code, ...(codes ? { codes } : {}), keyword: keywordOrUndefined(query.keyword) },
    pageRequest(query.pageNumber, FAQ_PAGE_SIZE),
  );
  return { list: page.rows.map(faqItemOf), totalCount: page.totalCount };
}

/**
 * One entry, counting the view (its `hit` includes this one). Previous and next stay inside the
 * entry's category, in list order. Undefined when there is no such entry.
 */
export async function getFaqDetail(db: Db, idx: number): Promise<FaqDetail | undefined> {
  const entry = await incrementFaqHit(db, idx);
  if (!entry) return undefined;
  const [group, neighbours, successes, fieldArticles, lawyers] = await Promise.all([
    findFaqGroup(db, entry.code),
    findFaqNeighbours(db, entry),
    findRelatedArticles(
      db,
      { kind: 'success', typeIdx: null, groupCode: entry.code },
      FAQ_SIDE_ARTICLE_COUNT,
    ),
    findRelatedArticles(
      db,
      { kind: 'info', typeIdx: null, groupCode: entry.code },
      FAQ_SIDE_ARTICLE_COUNT,
    ),
    findLawyerPage(db, { groupCode: entry.code }, pageRequest(1, SIDEBAR_LAWYER_COUNT)),
  ]);
  const common = {
    ...faqItemOf(entry),
    code: entry.code,
    code_desc: group?.codeDesc ?? entry.code,
    created_at: entry.createdAt.toISOString(),
    pre_idx: neighbours.prev?.idx ?? null,
    pre_title: neighbours.prev?.question ?? null,
    next_idx: neighbours.next?.idx ?? null,
    next_title: neighbours.next?.question ?? null,
    successList: successes.map(articleSummaryOf),
    fieldList: fieldArticles.map(articleSummaryOf),
    lawyerList: lawyers.rows.map(lawyerOf),
  };
  // spec/site.md §3 FAQ item: gubun ck is HTML; anything else is an editor document.
  return entry.gubun === FAQ_GUBUN.html
    ? { ...common, gubun: FAQ_GUBUN.html, answer: entry.answer }
    : {
        ...common,
        gubun: FAQ_GUBUN.editor,
        answer: editorDocumentSchema.parse(JSON.parse(entry.answer)),
      };
}

/**
 * Records one answer to a detail's "was this answer helpful?" (spec/site.md §2 feedback
 * component); false when entry `faqIdx` does not exist (nothing is written).
 */
export function recordFaqFeedback(
  db: Db,
  feedback: { faqIdx: number; helpful: boolean; clientAddress: string | null },
): Promise<boolean> {
  return insertFaqFeedback(db, feedback);
}
