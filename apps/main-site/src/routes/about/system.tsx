import { SystemPage } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

// spec/site.md §2 Other firm pages; the path is ours (the spec shows none).
export const Route = createFileRoute('/about/system')({
  head: () => routeHead('/about/system'),
  component: SystemPage,
});
