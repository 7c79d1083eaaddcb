import { ROUTE_TITLES, WithdrawalPage } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { requireMemberFirst } from '../../lib/member-route-hooks';
import { pageHead } from '../../lib/page-head';

// spec/site.md §2 Withdrawal: the withdrawal-reason page (its path is ours). Signed in only,
// noindex.
export const Route = createFileRoute('/mypage/withdrawal')({
  beforeLoad: requireMemberFirst,
  head: () => pageHead(ROUTE_TITLES['/mypage/withdrawal'], { noindex: true }),
  component: WithdrawalPage,
});
