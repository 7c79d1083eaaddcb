import { SystemPage, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../../lib/page-head';

// spec/site.md §2 Other firm pages; the path is ours (the spec shows none).
export const Route = createFileRoute('/about/system')({
  head: () => pageHead(ROUTE_TITLES['/about/system']),
  component: SystemPage,
});
