// The member pages' guard (spec/site.md §6 "Case status and withdrawal need a login"): a
// visitor is sent to /login with the page as the redirect parameter, on the server (a 307
// before any HTML) and in the browser alike. The login state is call #7, with the visitor's
// own cookies on the server (entry-server.tsx) and the browser's in the browser.
import { authCallbackQueryOptions } from '@lawfirm/api-client/site-core';
import type { LoginInfo } from '@lawfirm/api-client/site-core';
import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';

import type { RouterContext } from '../router-context';

export type SignedInMember = Extract<LoginInfo, { isLogin: true }>;

/** The path and query of `location`, as the sign-in page's redirect parameter. */
export function redirectTargetOf(location: Pick<ParsedLocation, 'href'>): string {
  return location.href;
}

/**
 * For a route's beforeLoad: the signed-in member, or a redirect to /login?redirect=<this page>.
 * A login state that cannot be read (the api down) counts as signed out: nothing personal is
 * shown on a guess.
 */
export async function requireMember({
  context,
  location,
}: {
  context: RouterContext;
  location: Pick<ParsedLocation, 'href'>;
}): Promise<{ member: SignedInMember }> {
  const login = await context.queryClient
    .fetchQuery(authCallbackQueryOptions(context.apiClient))
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      console.error('login state could not be read', error);
      return { isLogin: false } as const;
    });
  if (!login.isLogin) {
    throw redirect({ to: '/login', search: { redirect: redirectTargetOf(location) } });
  }
  return { member: login };
}
