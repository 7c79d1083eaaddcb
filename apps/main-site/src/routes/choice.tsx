import { ChoicePage, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

// spec/site.md §2 /choice: consultation reservation (online, chat messenger, phone).
export const Route = createFileRoute('/choice')({
  head: () =>
    pageHead(ROUTE_TITLES['/choice'], {
      description: ROUTE_DESCRIPTIONS['/choice'],
      canonicalPath: '/choice',
    }),
  component: ChoicePage,
});
