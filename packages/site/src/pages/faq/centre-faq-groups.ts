// Which Q&A categories a site lists (spec/site.md §1 group sites, §2 /faq): the main site every
// one; a centre only those it groups, read from the group list as its home reads them
// (centre-plan.ts).
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { Center, FaqGroup } from '@lawfirm/api-client/site-core';

import { centrePlan } from '../centre-home/centre-plan';

/** The categories `centerCode`'s site lists; on the main site (CT0000) all of `groups`. */
export function siteFaqGroups<G extends Pick<FaqGroup, 'code'>>(
  groups: readonly G[],
  centres: readonly Center[] | undefined,
  centerCode: string,
): G[] {
  if (centerCode === DEFAULT_CENTER_CODE) return [...groups];
  const codes = new Set(
    centrePlan(centres, centerCode).categories.map((category) => category.code),
  );
  return groups.filter((group) => codes.has(group.code));
}
