// The state (and PKCE verifier) between /login/{provider} and the provider's callback, kept in
// the visitor's browser as an encrypted JWT (JWE, dir + A256GCM): nothing to store server-side,
// and neither the state nor the verifier can be read or changed by anyone but this api.
import { randomUUID, timingSafeEqual } from 'node:crypto';

import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import { z } from 'zod';

import { AUTH_PROVIDERS } from '../db/constants';
import type { AuthProvider } from '../db/constants';
import { AuthError } from './auth-error';
import {
  CLIENT_PARAMETER_MAX_LENGTH,
  OAUTH_STATE_COOKIE_NAME,
  OAUTH_STATE_TTL_SECONDS,
  PROVIDER_PROFILES,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './constants';
import { authCookie, expiredCookie } from './cookies';
import type { CookieScope, CookieToSet } from './cookies';
import { deriveKey } from './keys';

/** One sign-in in progress. */
export interface OAuthFlow {
  provider: AuthProvider;
  state: string;
  /** Only for providers that take PKCE (PROVIDER_PROFILES[provider].pkce). */
  codeVerifier?: string;
  /** spec/site.md §7 #8: the site's clientKey and state query parameters, handed back after. */
  clientKey?: string;
  clientState?: string;
}

/**
 * Makes a state cookie good for one callback only. `claim` answers false when the id was already
 * claimed. The in-memory guard covers one instance; across instances the provider's one-time
 * authorization code still stops a replay, so a shared store is an option, not a need.
 */
export interface ReplayGuard {
  claim(id: string, expiresAt: Date): boolean | Promise<boolean>;
}

export function createMemoryReplayGuard(now: () => Date = () => new Date()): ReplayGuard {
  const claimed = new Map<string, number>();
  return {
    claim(id, expiresAt) {
      const time = now().getTime();
      for (const [key, expiry] of claimed) if (expiry <= time) claimed.delete(key);
      if (claimed.has(id)) return false;
      claimed.set(id, expiresAt.getTime());
      return true;
    },
  };
}

export interface OAuthStateOptions {
  /** AUTH_SESSION_SECRET. */
  secret: string;
  scope: CookieScope;
  now?: () => Date;
  replayGuard?: ReplayGuard;
}

const clientParameter = z.string().max(CLIENT_PARAMETER_MAX_LENGTH).optional();

const flowSchema = z.object({
  provider: z.enum(AUTH_PROVIDERS),
  state: z.string().min(1),
  codeVerifier: z.string().min(1).optional(),
  clientKey: clientParameter,
  clientState: clientParameter,
  jti: z.string().min(1),
  exp: z.number(),
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createOAuthStates({
  secret,
  scope,
  now = () => new Date(),
  replayGuard = createMemoryReplayGuard(now),
}: OAuthStateOptions) {
  const key = deriveKey(secret, 'oauth-state');

  // Apple answers with a cross-site POST (response_mode=form_post), which carries only
  // SameSite=None cookies; every other provider redirects back with a GET, fine under Lax.
  const stateCookie = (provider: AuthProvider, value: string) =>
    authCookie(
      scope,
      OAUTH_STATE_COOKIE_NAME,
      value,
      OAUTH_STATE_TTL_SECONDS,
      provider === 'apple' ? 'none' : 'lax',
    );

  return {
    /** At /login/{provider}: the cookie that remembers this sign-in for ten minutes. */
    async begin(flow: OAuthFlow): Promise<CookieToSet> {
      if (PROVIDER_PROFILES[flow.provider].pkce && flow.codeVerifier === undefined) {
        throw new AuthError('verifier_missing', `${flow.provider} sign-in needs a PKCE verifier.`);
      }
      const checked = flowSchema.omit({ jti: true, exp: true }).safeParse(flow);
      if (!checked.success) {
        throw new AuthError(
          'state_invalid',
          `clientKey and state may be at most ${CLIENT_PARAMETER_MAX_LENGTH} characters.`,
        );
      }
      const issuedAt = Math.floor(now().getTime() / 1000);
      const value = await new EncryptJWT({ ...checked.data })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE.oauthState)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + OAUTH_STATE_TTL_SECONDS)
        .encrypt(key);
      return stateCookie(flow.provider, value);
    },

    /**
     * At the callback: the flow begun for this provider, once. Throws state_missing,
     * state_invalid (tampered or not ours), state_expired, state_mismatch (other state or
     * provider), verifier_missing or state_reused. Always answer with `clearCookie` set.
     */
    async consume(
      cookieValue: string | undefined,
      callback: { provider: AuthProvider; state: string | undefined },
    ): Promise<OAuthFlow> {
      if (cookieValue === undefined || cookieValue === '') {
        throw new AuthError('state_missing', 'The sign-in state cookie is missing; start again.');
      }
      if (callback.state === undefined || callback.state === '') {
        throw new AuthError('state_missing', 'The provider sent no state; start again.');
      }
      let payload: unknown;
      try {
        ({ payload } = await jwtDecrypt(cookieValue, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE.oauthState,
          currentDate: now(),
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AuthError('state_expired', 'The sign-in took too long; start again.', {
            cause: error,
          });
        }
        throw new AuthError('state_invalid', 'The sign-in state cookie is not valid.', {
          cause: error,
        });
      }
      const parsed = flowSchema.safeParse(payload);
      if (!parsed.success) {
        throw new AuthError('state_invalid', 'The sign-in state cookie lacks its fields.');
      }
      const { jti, exp, ...flow } = parsed.data;
      if (flow.provider !== callback.provider || !sameText(flow.state, callback.state)) {
        throw new AuthError('state_mismatch', 'The state does not match this sign-in.');
      }
      if (PROVIDER_PROFILES[flow.provider].pkce && flow.codeVerifier === undefined) {
        throw new AuthError('verifier_missing', `${flow.provider} sign-in lost its PKCE verifier.`);
      }
      if (!(await replayGuard.claim(jti, new Date(exp * 1000)))) {
        throw new AuthError('state_reused', 'This sign-in was already completed; start again.');
      }
      return flow;
    },

    /** The state cookie, emptied: set it on every callback answer, success or not. */
    clearCookie: (provider: AuthProvider): CookieToSet => expiredCookie(stateCookie(provider, '')),
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
