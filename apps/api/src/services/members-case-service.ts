// A member's cases (spec/site.md §2 My case status, §3 Case item, §4 Case states, §7 #16).
import type { CaseItem, caseListQuerySchema } from '@lawfirm/api-client/site';
import type { z } from 'zod';

import { CASE_STATES } from '../db/constants';
import type { CaseStateCode, CaseTab } from '../db/constants';
import type { Db } from '../db/create-database';
import { findMemberCase, findMemberCasePage } from '../db/queries/members-case-queries';
import { pageRequest } from '../db/queries/page-rows';
import type { CaseRow } from '../db/schema';

/**
 * The states each tab lists. spec/site.md §4 draws the progress line only outside closed,
 * halted and the refund states: those five are the closed tab, the other six (deferred
 * included) the ongoing one.
 */
export const CASE_TAB_STATES: Record<CaseTab, readonly CaseStateCode[]> = {
  ongoing: CASE_STATES.filter((state) => state.tab === 'ongoing').map((state) => state.code),
  closed: CASE_STATES.filter((state) => state.tab === 'closed').map((state) => state.code),
};

function caseItem(row: CaseRow): CaseItem {
  return {
    idx: row.idx,
    // The cases_state_check constraint holds the column to these codes.
    state: row.state as CaseItem['state'],
    is_deferred: row.isDeferred,
    accept_date: row.acceptDate,
    case_number: row.caseNumber,
    title: row.title,
    refund_at: row.refundAt,
    refund_price: row.refundPrice,
  };
}

/** One page of the member's cases of one tab, newest first. */
export async function listMemberCases(
  db: Db,
  memberId: string,
  query: z.output<typeof caseListQuerySchema>,
): Promise<{ list: CaseItem[]; totalCount: number }> {
  const { rows, totalCount } = await findMemberCasePage(
    db,
    memberId,
    CASE_TAB_STATES[query.tapState],
    pageRequest(query.pageNumber, query.pageSize),
  );
  return { list: rows.map(caseItem), totalCount };
}

/** The member's case `idx`; undefined for a missing case and for another member's alike. */
export async function memberCaseDetail(
  db: Db,
  memberId: string,
  idx: number,
): Promise<CaseItem | undefined> {
  const row = await findMemberCase(db, memberId, idx);
  return row === undefined ? undefined : caseItem(row);
}
