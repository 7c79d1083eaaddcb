import { appUserQueryOptions, seoFieldListQueryOptions } from '@lawfirm/api-client/site-core';
import { MyPage, ROUTE_TITLES, memberInterests } from '../../../index';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { loadMyPageLater, requireMemberFirst } from '../../lib/member-route-hooks';
import { pageHead } from '../../lib/page-head';

// spec/site.md §2 /mypage ("content not shown"): the member's account (call #10) and interests;
// the case types' names come from call #17 for each chosen category. Signed in only, noindex.
export const Route = createFileRoute('/mypage/')({
  beforeLoad: requireMemberFirst,
  loader: loadMyPageLater,
  head: () => pageHead(ROUTE_TITLES['/mypage'], { noindex: true }),
  component: MyPageRoute,
});

function MyPageRoute() {
  const { apiClient } = Route.useRouteContext();
  const member = useSuspenseQuery(appUserQueryOptions(apiClient)).data.data;
  const fieldLists = useSuspenseQueries({
    queries: member.categories.map((code) => seoFieldListQueryOptions(apiClient, code)),
  });
  const interests = memberInterests(
    member,
    fieldLists.map((query) => query.data),
  );
  return <MyPage member={member} interests={interests} />;
}
