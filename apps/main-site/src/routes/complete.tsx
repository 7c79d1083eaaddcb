import { CompletePage, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

interface CompleteSearch {
  /** spec/site.md §2: `/complete?isConsult=true` after a stored consultation request. */
  isConsult?: boolean;
}

export const Route = createFileRoute('/complete')({
  // The router reads `?isConsult=true` as the JSON value true; a hand-typed 'true' counts too.
  validateSearch: (search: Record<string, unknown>): CompleteSearch =>
    search.isConsult === true || search.isConsult === 'true' ? { isConsult: true } : {},
  head: () =>
    pageHead(ROUTE_TITLES['/complete'], {
      description: ROUTE_DESCRIPTIONS['/complete'],
      canonicalPath: '/complete',
    }),
  component: CompleteRoute,
});

function CompleteRoute() {
  const { isConsult } = Route.useSearch();
  return <CompletePage isConsult={isConsult === true} />;
}
