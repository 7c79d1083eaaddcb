import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { Center } from '@lawfirm/api-client/site-core';

import { centrePlan } from '../centre-home/centre-plan';

/**
 * The keywords a site's search recommends (spec/site.md §2 /integrate). The main site's are the
 * home's hash tags. A centre's search finds only its own categories' content (§1 group sites),
 * where most of the firm's tags find nothing, so it recommends its categories' names instead.
 */
export function recommendedKeywords(
  hashTags: readonly string[],
  centres: readonly Center[] | undefined,
  centerCode: string,
): string[] {
  if (centerCode === DEFAULT_CENTER_CODE) return [...hashTags];
  return centrePlan(centres, centerCode).categories.map((category) => category.name);
}
