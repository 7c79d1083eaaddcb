import { caseDetailQueryOptions } from '@lawfirm/api-client/site-core';
import {
  CaseDetailPage,
  ROUTE_TITLES,
  parseCaseListSearch,
  readCaseListSearch,
} from '../../../index';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadCaseDetailLater, requireMemberFirst } from '../../lib/member-route-hooks';
import { pageHead } from '../../lib/page-head';

// spec/site.md §2 /mycase/{idx}: one of the member's cases; a malformed idx, a missing case and
// another member's case are the same Korean 404 page (lib/member-routes.ts). The query is the
// list page the member came from (back link).
export const Route = createFileRoute('/mycase/$idx')({
  validateSearch: parseCaseListSearch,
  beforeLoad: requireMemberFirst,
  loader: loadCaseDetailLater,
  head: () => pageHead(ROUTE_TITLES['/mycase/$idx'], { noindex: true }),
  component: CaseDetailRoute,
});

function CaseDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { idx } = Route.useLoaderData();
  const search = Route.useSearch();
  const item = useSuspenseQuery(caseDetailQueryOptions(apiClient, idx)).data.data;
  const cameFromList = Object.values(search).some((value) => value !== undefined);
  return (
    <CaseDetailPage item={item} from={cameFromList ? readCaseListSearch(search) : undefined} />
  );
}
