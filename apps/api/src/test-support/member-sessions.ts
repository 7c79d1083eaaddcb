// Signed-in requests for the members tests: a real session cookie of a seeded member, signed
// with the app's own settings, and the cookies an answer sets, read back with their flags.
import type { LightMyRequestResponse } from 'fastify';

import { createAuth, SESSION_COOKIE_NAME } from '../auth';
import type { AuthProvider } from '../db/constants';
import type { Settings } from '../settings';
import { TEST_SETTINGS } from './seeded-app';

/** The `cookies` of an inject() request carrying member `id`'s session. */
export async function sessionCookies(
  member: { id: string; provider: AuthProvider },
  settings: Settings = TEST_SETTINGS,
): Promise<Record<string, string>> {
  const { token } = await createAuth(settings).sessions.issueSession(member);
  return { [SESSION_COOKIE_NAME]: token };
}

export type SetCookie = LightMyRequestResponse['cookies'][number];

/** The cookie `name` an answer sets; fails the test when there is none. */
export function cookieSet(response: LightMyRequestResponse, name: string): SetCookie {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (cookie === undefined) {
    throw new Error(`expected a Set-Cookie for ${name}, got ${JSON.stringify(response.cookies)}`);
  }
  return cookie;
}
