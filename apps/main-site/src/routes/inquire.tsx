import { InquirePage, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

// spec/site.md §2 /inquire: the customer satisfaction centre.
export const Route = createFileRoute('/inquire')({
  head: () =>
    pageHead(ROUTE_TITLES['/inquire'], {
      description: ROUTE_DESCRIPTIONS['/inquire'],
      canonicalPath: '/inquire',
    }),
  component: InquirePage,
});
