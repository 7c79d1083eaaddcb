// The member's session and the short-lived auth token, both HS256 JWTs signed with keys derived
// from AUTH_SESSION_SECRET. Stateless on purpose (DESIGN.md §4): any api instance can read them.
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';

import { AUTH_PROVIDERS } from '../db/constants';
import type { AuthProvider } from '../db/constants';
import { AuthError } from './auth-error';
import type { AuthErrorCode } from './auth-error';
import {
  AUTH_TOKEN_TTL_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './constants';
import { authCookie, expiredCookie } from './cookies';
import type { CookieScope, CookieToSet } from './cookies';
import { deriveKey } from './keys';

/** Who a session or token belongs to: a row of `members`. */
export interface SessionMember {
  id: string;
  provider: AuthProvider;
}

export interface Session {
  memberId: string;
  provider: AuthProvider;
  issuedAt: Date;
  expiresAt: Date;
}

export interface IssuedSession {
  session: Session;
  /** The JWT itself, also the cookie's value. */
  token: string;
  cookie: CookieToSet;
}

export interface SessionOptions {
  /** AUTH_SESSION_SECRET. */
  secret: string;
  scope: CookieScope;
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  provider: z.enum(AUTH_PROVIDERS),
  iat: z.number(),
  exp: z.number(),
});

const ALGORITHM = 'HS256';

interface TokenKind {
  key: Uint8Array;
  audience: string;
  ttlSeconds: number;
  missing: AuthErrorCode;
  invalid: AuthErrorCode;
  expired: AuthErrorCode;
  label: string;
}

export function createSessions({ secret, scope, now = () => new Date() }: SessionOptions) {
  const session: TokenKind = {
    key: deriveKey(secret, 'session'),
    audience: TOKEN_AUDIENCE.session,
    ttlSeconds: SESSION_TTL_SECONDS,
    missing: 'session_missing',
    invalid: 'session_invalid',
    expired: 'session_expired',
    label: 'session',
  };
  const authToken: TokenKind = {
    key: deriveKey(secret, 'auth-token'),
    audience: TOKEN_AUDIENCE.authToken,
    ttlSeconds: AUTH_TOKEN_TTL_SECONDS,
    missing: 'token_invalid',
    invalid: 'token_invalid',
    expired: 'token_invalid',
    label: 'auth token',
  };

  async function sign(kind: TokenKind, member: SessionMember) {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const expiresAt = issuedAt + kind.ttlSeconds;
    const token = await new SignJWT({ provider: member.provider })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(kind.audience)
      .setSubject(member.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(kind.key);
    const value: Session = {
      memberId: member.id,
      provider: member.provider,
      issuedAt: new Date(issuedAt * 1000),
      expiresAt: new Date(expiresAt * 1000),
    };
    return { token, session: value };
  }

  async function verify(kind: TokenKind, token: string | undefined): Promise<Session> {
    if (token === undefined || token === '') {
      throw new AuthError(kind.missing, `No ${kind.label} was sent.`);
    }
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, kind.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: kind.audience,
        currentDate: now(),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new AuthError(kind.expired, `The ${kind.label} has expired.`, { cause: error });
      }
      throw new AuthError(kind.invalid, `The ${kind.label} is not valid.`, { cause: error });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) {
      throw new AuthError(kind.invalid, `The ${kind.label} lacks its member claims.`);
    }
    return {
      memberId: claims.data.sub,
      provider: claims.data.provider,
      issuedAt: new Date(claims.data.iat * 1000),
      expiresAt: new Date(claims.data.exp * 1000),
    };
  }

  const sessionCookie = (value: string) =>
    authCookie(scope, SESSION_COOKIE_NAME, value, SESSION_TTL_SECONDS);

  async function issueSession(member: SessionMember): Promise<IssuedSession> {
    const { token, session: issued } = await sign(session, member);
    return { session: issued, token, cookie: sessionCookie(token) };
  }

  return {
    /** After a sign-in: a fresh 14-day session and its cookie. */
    issueSession,

    /** The session in a cookie value; throws session_missing, session_invalid or session_expired. */
    readSession: (cookieValue: string | undefined) => verify(session, cookieValue),

    /**
     * Rotation: a valid session is replaced by a new one with a new 14-day term
     * (spec/site.md §4 Session sync refreshes it on each path change).
     */
    async refreshSession(cookieValue: string | undefined): Promise<IssuedSession> {
      const current = await verify(session, cookieValue);
      return issueSession({ id: current.memberId, provider: current.provider });
    },

    /** Logout (#15) and withdrawal (#14): the session cookie, emptied and expired. */
    clearSessionCookie: (): CookieToSet => expiredCookie(sessionCookie('')),

    /**
     * spec/site.md §7 #11: the token the guard host answers for a signed-in member, which the
     * auth host takes back (body jwt) to set the session; #9's temporary login takes one too.
     */
    issueAuthToken: async (member: SessionMember): Promise<string> =>
      (await sign(authToken, member)).token,

    /** The member an auth token names; throws token_invalid when missing, forged or expired. */
    readAuthToken: (jwt: string | undefined) => verify(authToken, jwt),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
