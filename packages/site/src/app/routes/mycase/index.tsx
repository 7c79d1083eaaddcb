import { caseListQueryOptions } from '@lawfirm/api-client/site-core';
import { MyCasePage, ROUTE_TITLES, parseCaseListSearch, readCaseListSearch } from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { caseListQuery } from '../../lib/case-list-query';
import { loadCaseListLater, requireMemberFirst } from '../../lib/member-route-hooks';
import { pageHead } from '../../lib/page-head';

// spec/site.md §2 /mycase: the member's cases by tab (tap, subTap, page; §9 defaults). A member
// page: signed in only, never indexed. A page past the last of a non-empty tab is the 404 page.
export const Route = createFileRoute('/mycase/')({
  validateSearch: parseCaseListSearch,
  beforeLoad: requireMemberFirst,
  loaderDeps: ({ search }) => readCaseListSearch(search),
  loader: loadCaseListLater,
  head: () => pageHead(ROUTE_TITLES['/mycase'], { noindex: true }),
  component: MyCaseRoute,
});

function MyCaseRoute() {
  const { apiClient } = Route.useRouteContext();
  const search = readCaseListSearch(Route.useSearch());
  const { list, totalCount } = useSuspenseQuery(
    caseListQueryOptions(apiClient, caseListQuery(search)),
  ).data.data;
  return <MyCasePage search={search} list={list} totalCount={totalCount} />;
}
