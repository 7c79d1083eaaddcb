import { CompletePage, validateCompleteSearch } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /complete?isConsult=true: the confirmation after a consultation request.
export const Route = createFileRoute('/complete')({
  validateSearch: validateCompleteSearch,
  head: () => routeHead('/complete'),
  component: CompleteRoute,
});

function CompleteRoute() {
  const { isConsult } = Route.useSearch();
  return <CompletePage isConsult={isConsult === true} />;
}
