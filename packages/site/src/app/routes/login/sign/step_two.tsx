import { ROUTE_TITLES, SignUpStepTwoPage } from '../../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { validateLoginSearch } from '../../../lib/login-search';
import { pageHead } from '../../../lib/page-head';

// spec/site.md §2 Sign-up step 2 (case types). A registering member's page: noindex.
export const Route = createFileRoute('/login/sign/step_two')({
  // The sign-in page's query: the redirect target is read and checked alike.
  validateSearch: validateLoginSearch,
  head: () => pageHead(ROUTE_TITLES['/login/sign/step_two'], { noindex: true }),
  component: StepTwoRoute,
});

function StepTwoRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpStepTwoPage redirect={redirect} />;
}
