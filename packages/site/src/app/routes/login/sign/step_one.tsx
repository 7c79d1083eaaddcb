import { ROUTE_TITLES, SignUpStepOnePage } from '../../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { validateLoginSearch } from '../../../lib/login-search';
import { pageHead } from '../../../lib/page-head';

// spec/site.md §2 Sign-up step 1 (interest selection). A registering member's page: noindex.
export const Route = createFileRoute('/login/sign/step_one')({
  // The sign-in page's query: the redirect target is read and checked alike.
  validateSearch: validateLoginSearch,
  head: () => pageHead(ROUTE_TITLES['/login/sign/step_one'], { noindex: true }),
  component: StepOneRoute,
});

function StepOneRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpStepOnePage redirect={redirect} />;
}
