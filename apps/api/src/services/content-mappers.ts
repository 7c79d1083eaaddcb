// Rows of the content tables in the shapes of @lawfirm/api-client: the field names the spec
// gives (snake_case), dates as the schemas expect them.
import type { ArticleSummary, FaqItem, Lawyer, Term } from '@lawfirm/api-client/site';

import type { ArticleListRow } from '../db/queries/content-article-queries';
import type { FaqListRow } from '../db/queries/content-faq-queries';
import type { LawyerRow, TermsRow } from '../db/schema';

export function lawyerOf(row: LawyerRow): Lawyer {
  return {
    idx: row.idx,
    lawyer_name: row.lawyerName,
    position: row.position,
    group_code: row.groupCode,
    image: row.image,
    intro: row.intro,
  };
}

export function articleSummaryOf(row: ArticleListRow): ArticleSummary {
  return {
    idx: row.idx,
    title: row.title,
    intro: row.intro,
    group_code: row.groupCode,
    group_name: row.groupName,
    type_idx: row.typeIdx,
    img_url: row.imgUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function faqItemOf(row: FaqListRow): FaqItem {
  return {
    idx: row.idx,
    question: row.question,
    question_contents: row.questionContents,
    keyword: row.keyword,
    hit: row.hit,
  };
}

export function termOf(row: TermsRow): Term {
  return { terms_code: row.termsCode, terms_name: row.termsName };
}

/** A blank keyword (the schemas trim it) filters nothing. */
export function keywordOrUndefined(keyword: string | undefined): string | undefined {
  return keyword === undefined || keyword === '' ? undefined : keyword;
}
