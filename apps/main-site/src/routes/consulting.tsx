import { ConsultingPage, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

// spec/site.md §2 /consulting: the corporate consultation form.
export const Route = createFileRoute('/consulting')({
  head: () =>
    pageHead(ROUTE_TITLES['/consulting'], {
      description: ROUTE_DESCRIPTIONS['/consulting'],
      canonicalPath: '/consulting',
    }),
  component: ConsultingPage,
});
