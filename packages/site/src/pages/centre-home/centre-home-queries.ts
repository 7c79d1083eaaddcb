// The queries of a centre's home, built in one place so that the loader that fills the cache
// on the server and the page that reads it ask with the same keys.
import type { ApiClient } from '@lawfirm/api-client';
import {
  faqListQueryOptions,
  infoListQueryOptions,
  lawyerListQueryOptions,
  successListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { ArticleKind } from '@lawfirm/api-client/site-core';

import { CENTRE_HOME_LIMITS } from './centre-home-constants';

/** The newest page of one category's Q&A (spec/site.md §2 /faq/{code_desc}). */
export const centreFaqQuery = (apiClient: ApiClient, faqSlug: string) =>
  faqListQueryOptions(apiClient, { code_desc: faqSlug });

/**
 * The newest articles of one kind in one category (spec/site.md §2 /info, /success with
 * ?group_code=). The cast: both lists answer the same shape and differ only in their key's
 * first word, which TanStack Query's types cannot hold as a union.
 */
export function centreArticlesQuery(apiClient: ApiClient, kind: ArticleKind, groupCode: string) {
  const options = (
    kind === 'info' ? infoListQueryOptions : successListQueryOptions
  ) as typeof infoListQueryOptions;
  return options(apiClient, {
    group_code: groupCode,
    pageSize: CENTRE_HOME_LIMITS.articlesPerCategory,
  });
}

/** One category's lawyers, in the firm's order. */
export const centreLawyersQuery = (apiClient: ApiClient, groupCode: string) =>
  lawyerListQueryOptions(apiClient, {
    group_code: groupCode,
    pageSize: CENTRE_HOME_LIMITS.lawyers,
  });
