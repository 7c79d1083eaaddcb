import { ConsultPage, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

// spec/site.md §2 /consult: individual consultation.
export const Route = createFileRoute('/consult')({
  head: () =>
    pageHead(ROUTE_TITLES['/consult'], {
      description: ROUTE_DESCRIPTIONS['/consult'],
      canonicalPath: '/consult',
    }),
  component: ConsultPage,
});
