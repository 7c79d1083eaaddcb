// The member pages' guard and loaders (spec/site.md §2 /mycase, /mycase/{idx}, /mypage; §6),
// loaded by those routes when they are first visited: the route table every page starts with
// names them only through import().
import { CASE_LIST_PAGE_SIZE } from '@lawfirm/api-client';
import {
  appUserQueryOptions,
  caseDetailQueryOptions,
  caseListQueryOptions,
  idxOf,
  seoFieldListQueryOptions,
} from '@lawfirm/api-client/site-core';
import { totalPagesOf } from '../../index';
import type { CaseListSearch } from '../../index';
import { notFound } from '@tanstack/react-router';

import type { RouterContext } from '../router-context';
import { caseListQuery } from './case-list-query';

export { requireMember } from './require-member';

/** /mycase: the tab's page of cases; a page past the last of a non-empty tab is the 404 page. */
export async function loadCaseList({
  context: { queryClient, apiClient },
  deps,
}: {
  context: RouterContext;
  deps: CaseListSearch;
}): Promise<void> {
  const { data } = await queryClient.ensureQueryData(
    caseListQueryOptions(apiClient, caseListQuery(deps)),
  );
  if (data.totalCount > 0 && deps.page > totalPagesOf(data.totalCount, CASE_LIST_PAGE_SIZE)) {
    throw notFound();
  }
}

/**
 * /mycase/{idx}: a malformed idx, a missing case and another member's case (the api answers 404
 * for both) are the same 404 page: nothing tells whether the case exists.
 */
export async function loadCaseDetail({
  context: { queryClient, apiClient },
  params,
}: {
  context: RouterContext;
  params: { idx: string };
}): Promise<{ idx: number }> {
  const idx = idxOf(params.idx);
  if (idx === undefined) throw notFound();
  // The api's 404 is the not-found page (the router's failure policy, packages/site).
  await queryClient.ensureQueryData(caseDetailQueryOptions(apiClient, idx));
  return { idx };
}

/** /mypage: the account (call #10) and, for each chosen category, its case types (call #17). */
export async function loadMyPage({
  context: { queryClient, apiClient },
}: {
  context: RouterContext;
}): Promise<void> {
  const { data } = await queryClient.ensureQueryData(appUserQueryOptions(apiClient));
  await Promise.all(
    data.categories.map((code) =>
      queryClient.ensureQueryData(seoFieldListQueryOptions(apiClient, code)),
    ),
  );
}
