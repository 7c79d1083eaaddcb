// The integrated search (spec/site.md §2 /integrate?search=&tab=전체): lawyers, success cases,
// info articles and Q&A entries matching a keyword, with a count per tab. Path ours.
// Under 전체 every list holds its first page; under another tab only that tab's list is filled,
// one page of it. The counts are always all given.
import { z } from 'zod';

import { DEFAULT_LIST_PAGE_SIZE, SEARCH_TABS } from '../constants';
import { articleSummarySchema } from '../entities/article';
import { enumOf } from '../entities/enum-of';
import { withData } from '../entities/envelope';
import { faqItemSchema } from '../entities/faq';
import { lawyerSchema } from '../entities/lawyer';
import { groupCodeSchema, keywordSchema, pageQueryFields } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { INTEGRATED_SEARCH_PATH } from '../site/paths';

export { INTEGRATED_SEARCH_PATH } from '../site/paths';

/** A tab by its Korean label, as in the page's URL. */
export const searchTabSchema = enumOf(SEARCH_TABS, 'label');

export const integratedSearchQuerySchema = z.object({
  /** Trimmed; a blank keyword finds nothing (the search page opens with an empty one). */
  keyword: keywordSchema,
  tab: searchTabSchema.default('전체'),
  /**
   * A centre's group code (CT0023): only its own lawyers and its categories' articles and Q&A,
   * so a centre's search stays within its group (spec/site.md §1 group sites). Ours.
   */
  center: groupCodeSchema.optional(),
  ...pageQueryFields(DEFAULT_LIST_PAGE_SIZE),
});

const count = z.number().int().nonnegative();

export const integratedSearchSchema = z.object({
  /** The keyword searched, trimmed. */
  keyword: z.string(),
  tab: searchTabSchema,
  /** Matches per tab; `all` is the sum of the others. */
  counts: z.object({ all: count, lawyer: count, success: count, info: count, faq: count }),
  lawyerList: z.array(lawyerSchema),
  successList: z.array(articleSummarySchema),
  infoList: z.array(articleSummarySchema),
  faqList: z.array(faqItemSchema),
});

export const integratedSearchResponseSchema = withData(integratedSearchSchema);

export type SearchTab = z.infer<typeof searchTabSchema>;
export type IntegratedSearchQueryInput = z.input<typeof integratedSearchQuerySchema>;
export type IntegratedSearch = z.infer<typeof integratedSearchSchema>;
export type IntegratedSearchResponse = z.infer<typeof integratedSearchResponseSchema>;

export function getIntegratedSearch(
  client: ApiClient,
  query: IntegratedSearchQueryInput,
  signal?: AbortSignal,
): Promise<IntegratedSearchResponse> {
  return client.request(INTEGRATED_SEARCH_PATH, {
    query,
    schema: integratedSearchResponseSchema,
    signal,
  });
}
