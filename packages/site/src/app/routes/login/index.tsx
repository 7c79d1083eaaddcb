import { LoginPage, ROUTE_TITLES } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { config } from '../../config';
import { validateLoginSearch } from '../../lib/login-search';
import { pageHead } from '../../lib/page-head';
import { serverSettings } from '../../lib/server-settings';

// spec/site.md §2 Sign-in. A page for one visitor: never indexed.
export const Route = createFileRoute('/login/')({
  validateSearch: validateLoginSearch,
  head: () => pageHead(ROUTE_TITLES['/login'], { noindex: true }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  const { testLoginEnabled, signInOffered, localSignIn } = serverSettings();
  return (
    <LoginPage
      redirect={redirect}
      reason={reason}
      authHost={config.signIn.authHost}
      clientKey={config.signIn.clientKey}
      testLoginEnabled={testLoginEnabled}
      signInOffered={signInOffered}
      localSignIn={localSignIn}
    />
  );
}
