// A member's cases (spec/site.md §2 My case status, §3 Case item, §7 #16): always read through
// the member's id, so that no query can return another member's case.
import { and, desc, eq, inArray } from 'drizzle-orm';

import type { CaseStateCode } from '../constants';
import type { Db } from '../create-database';
import { cases } from '../schema';
import type { CaseRow } from '../schema';
import type { PageRequest, PageRows } from './page-rows';

/** Newest first: the latest accepted case leads the list. */
const newestFirst = [desc(cases.acceptDate), desc(cases.idx)];

/** One page of member `memberId`'s cases in `states`, with the count of all of them. */
export async function findMemberCasePage(
  db: Db,
  memberId: string,
  states: readonly CaseStateCode[],
  page: PageRequest,
): Promise<PageRows<CaseRow>> {
  const where = and(eq(cases.memberId, memberId), inArray(cases.state, [...states]));
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(cases)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(cases, where),
  ]);
  return { rows, totalCount };
}

/** Case `idx` if it is member `memberId`'s; undefined for a missing case and another's alike. */
export async function findMemberCase(
  db: Db,
  memberId: string,
  idx: number,
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.idx, idx), eq(cases.memberId, memberId)));
  return row;
}
