import { CompletePage, INVALID_ACCESS_TITLE, validateCompleteSearch } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead, routeHead } from '../lib/page-head';

// spec/site.md §2 /complete?isConsult=true: the confirmation after a consultation request.
// Without a result (§8) the page says the access is invalid, and its title says so too.
export const Route = createFileRoute('/complete')({
  validateSearch: validateCompleteSearch,
  head: ({ match }) =>
    match.search.isConsult === true
      ? routeHead('/complete')
      : pageHead(INVALID_ACCESS_TITLE, { noindex: true }),
  component: CompleteRoute,
});

function CompleteRoute() {
  const { isConsult } = Route.useSearch();
  return <CompletePage isConsult={isConsult === true} />;
}
