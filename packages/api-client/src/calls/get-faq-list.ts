// The Legal Q&A list (spec/site.md §2 /faq and /faq/{code_desc}): one page of 9 questions, of one
// category or all, optionally matching a keyword, with the total count for the pagination
// (§9 "total pages = ceil(totalCount/9)"). Path ours.
import { z } from 'zod';

import { FAQ_PAGE_SIZE } from '../constants';
import { pageOf, withData } from '../entities/envelope';
import { faqItemSchema } from '../entities/faq';
import {
  groupCodeSchema,
  keywordSchema,
  pageQueryFields,
  slugSchema,
} from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { FAQ_LIST_PATH } from '../site/paths';

export { FAQ_LIST_PATH } from '../site/paths';

const { pageNumber } = pageQueryFields(FAQ_PAGE_SIZE);

export const faqListQuerySchema = z.object({
  /** The category's code_desc; left out for every category. */
  code_desc: slugSchema.optional(),
  /** Matched against question, contents and keywords; blank matches all. */
  keyword: keywordSchema.optional(),
  /**
   * A centre's group code (CT0023): only the categories it groups (its children in call #1),
   * so a centre's /faq lists its own group's questions (spec/site.md §1 group sites). Ours.
   */
  center: groupCodeSchema.optional(),
  /** The page size is the spec's 9 (FAQ_PAGE_SIZE) and not a parameter. */
  pageNumber,
});

export const faqListResponseSchema = withData(pageOf(faqItemSchema));

export type FaqListQueryInput = z.input<typeof faqListQuerySchema>;
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

export function getFaqList(
  client: ApiClient,
  query: FaqListQueryInput = {},
  signal?: AbortSignal,
): Promise<FaqListResponse> {
  return client.request(FAQ_LIST_PATH, { query, schema: faqListResponseSchema, signal });
}
