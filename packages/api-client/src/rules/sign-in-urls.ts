// The two sign-in navigations of spec/site.md §7, without zod (the sign-in page's bundle): #8,
// /login/{provider} on the identity service with clientKey and state, and #9, the tester-only
// /api/app/auth/temp with jwt and state. The api validates the same queries with the schemas of
// calls/get-provider-login.ts and calls/get-temp-login.ts.
import type { Provider } from '../entities/member';
import { joinUrl } from '../http/client';
import { TEMP_LOGIN_PATH } from '../site/paths';

/** The URL a provider button opens; authHost '' is the page's own origin. */
export function providerLoginUrl(
  authHost: string,
  provider: Provider,
  { clientKey, state }: { clientKey: string; state: string },
): string {
  return joinUrl(authHost, `/login/${provider}`, { clientKey, state });
}

/** The URL the test-login button opens; authHost '' is the page's own origin. */
export function tempLoginUrl(
  authHost: string,
  { jwt, state }: { jwt: string; state: string },
): string {
  return joinUrl(authHost, TEMP_LOGIN_PATH, { jwt, state });
}
