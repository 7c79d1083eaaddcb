// Signing in (spec/site.md §2 Sign-in, §4 Login and Session sync, §7 #6, #8, #9, #11): the
// provider round trip, the tester-only temporary login, and the token hand-over between hosts.
// Every refusal is an AuthError (src/auth/auth-error.ts) that the routes answer as is.
import type { Auth, CookieToSet } from '../auth';
import { AuthError, isAuthError } from '../auth';
import type { AuthProvider } from '../db/constants';
import type { Db } from '../db/create-database';
import { upsertMemberAccount } from '../db/queries/members-queries';
import type { MemberRow } from '../db/schema';
import { DEMO_MEMBER_IDS } from '../seed/member-seed';
import { existingMember, memberOfSession } from './members-account-service';
import { siteRedirectPath } from '@lawfirm/api-client/site-core';

export interface SignInContext {
  db: Db;
  auth: Auth;
}

/** A finished sign-in: the session cookie to set and where to send the browser. */
export interface SignedIn {
  member: MemberRow;
  sessionCookie: CookieToSet;
  redirect: string;
}

/** spec/site.md §7 #8: the provider URL to send the visitor to, and the state cookie to set. */
export async function beginProviderSignIn(
  auth: Auth,
  provider: AuthProvider,
  site: { clientKey: string; state: string },
): Promise<{ url: URL; stateCookie: CookieToSet }> {
  const request = auth.providers.createAuthorizationURL(provider);
  const stateCookie = await auth.oauthStates.begin({
    provider,
    state: request.state,
    ...(request.codeVerifier === undefined ? {} : { codeVerifier: request.codeVerifier }),
    clientKey: site.clientKey,
    clientState: site.state,
  });
  return { url: request.url, stateCookie };
}

export interface ProviderCallback {
  provider: AuthProvider;
  /** The state cookie's value. */
  stateCookie: string | undefined;
  state?: string | undefined;
  code?: string | undefined;
  /** Set by the provider when the visitor declined or the request was wrong. */
  error?: string | undefined;
  /** Apple's first-sign-in `user` field (JSON with the name). */
  appleUser?: string | undefined;
}

/**
 * The provider's callback: checks the state (and PKCE verifier) against the cookie, exchanges
 * the code, reads the profile, creates or refreshes the member and opens a session.
 */
export async function completeProviderSignIn(
  { db, auth }: SignInContext,
  callback: ProviderCallback,
): Promise<SignedIn> {
  const { provider } = callback;
  if (callback.error !== undefined) {
    throw new AuthError(
      'code_exchange_failed',
      `${provider} ended the sign-in: ${callback.error}.`,
    );
  }
  const flow = await auth.oauthStates.consume(callback.stateCookie, {
    provider,
    state: callback.state,
  });
  const tokens = await auth.providers.exchangeCode(provider, callback.code, flow.codeVerifier);
  const profile = await auth.providers.fetchProfile(
    provider,
    tokens,
    callback.appleUser === undefined ? {} : { appleUser: callback.appleUser },
  );
  const member = await upsertMemberAccount(db, profile);
  return signedIn(auth, member, flow.clientState);
}

async function signedIn(auth: Auth, member: MemberRow, state: string | undefined) {
  const { cookie } = await auth.sessions.issueSession({
    id: member.id,
    provider: member.provider as AuthProvider,
  });
  return { member, sessionCookie: cookie, redirect: siteRedirectPath(state) };
}

/**
 * spec/site.md §6 and §7 #9, tester-only (the route exists only while AUTH_TEST_LOGIN_ENABLED
 * is on): signs in the member an auth token of ours names, and for any other JWT — such as the
 * placeholder a test build's button sends — the seed's demo member (the Kakao one).
 */
export async function temporarySignIn(
  { db, auth }: SignInContext,
  query: { jwt: string; state: string },
): Promise<SignedIn> {
  let memberId: string = DEMO_MEMBER_IDS.kakao;
  try {
    memberId = (await auth.sessions.readAuthToken(query.jwt)).memberId;
  } catch (error) {
    if (!isAuthError(error)) throw error;
  }
  const member = await existingMember(db, memberId, 'token_invalid');
  return signedIn(auth, member, query.state);
}

/** spec/site.md §7 #11, guard host: a short-lived token naming the signed-in member. */
export async function authTokenOfSession(
  { db, auth }: SignInContext,
  sessionCookie: string | undefined,
): Promise<string> {
  const member = await memberOfSession(db, auth.sessions, sessionCookie);
  return auth.sessions.issueAuthToken({ id: member.id, provider: member.provider as AuthProvider });
}

/**
 * spec/site.md §7 #11, auth host: the token from the guard host opens a session here; the
 * answer is a fresh token (never the session itself, which stays in its httpOnly cookie).
 */
export async function sessionOfAuthToken(
  { db, auth }: SignInContext,
  jwt: string,
): Promise<{ token: string; sessionCookie: CookieToSet }> {
  const { memberId } = await auth.sessions.readAuthToken(jwt);
  const member = await existingMember(db, memberId, 'token_invalid');
  const identity = { id: member.id, provider: member.provider as AuthProvider };
  const { cookie } = await auth.sessions.issueSession(identity);
  return { token: await auth.sessions.issueAuthToken(identity), sessionCookie: cookie };
}

/**
 * spec/site.md §4 Session sync and §7 #6: a valid session of an existing member is renewed
 * (a new 14-day cookie). Throws like memberOfSession.
 */
export async function refreshSession(
  { db, auth }: SignInContext,
  sessionCookie: string | undefined,
): Promise<CookieToSet> {
  const member = await memberOfSession(db, auth.sessions, sessionCookie);
  const { cookie } = await auth.sessions.issueSession({
    id: member.id,
    provider: member.provider as AuthProvider,
  });
  return cookie;
}
