import { PreparingPage, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../../lib/page-head';

// spec/site.md §2 route table; the page itself comes in a later issue.
export const Route = createFileRoute('/mycase/')({
  head: () => pageHead(ROUTE_TITLES['/mycase']),
  component: () => <PreparingPage title={ROUTE_TITLES['/mycase']} />,
});
