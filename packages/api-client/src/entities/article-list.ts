// The info and success article lists (/info, /success): the same query and answer for both.
import { z } from 'zod';

import { DEFAULT_LIST_PAGE_SIZE } from '../constants';

import { articleSummarySchema } from './article';
import { pageOf, withData } from './envelope';
import { groupCodeSchema, keywordSchema, pageQueryFields } from './request-fields';

export const articleListQuerySchema = z.object({
  /** One category (practice field); left out for all. */
  group_code: groupCodeSchema.optional(),
  /**
   * A centre's group code (CT0023): only the categories it groups (its children in call #1),
   * so a centre's /info and /success list its own group's articles (spec/site.md §1). Ours.
   */
  center: groupCodeSchema.optional(),
  /** Matched against title and intro; blank matches all. */
  keyword: keywordSchema.optional(),
  ...pageQueryFields(DEFAULT_LIST_PAGE_SIZE),
});

/** Newest first. */
export const articleListResponseSchema = withData(pageOf(articleSummarySchema));

export type ArticleListQueryInput = z.input<typeof articleListQuerySchema>;
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;
