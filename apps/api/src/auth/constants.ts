// The sign-in module's fixed values. The spec names none of them (it says only "auth cookie",
// spec/site.md §4 Session sync), so each is our decision, explained in src/auth/README.md.
import { API_COOKIE_PREFIX } from '@lawfirm/api-client';

import type { AuthProvider } from '../db/constants';

/** The member's session: a signed JWT (HS256). */
export const SESSION_COOKIE_NAME = `${API_COOKIE_PREFIX}session`;
/** 14 days; refreshSession() slides it on every page change (spec/site.md §4 Session sync). */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The state and PKCE verifier between /login/{provider} and its callback: an encrypted JWT. */
export const OAUTH_STATE_COOKIE_NAME = `${API_COOKIE_PREFIX}oauth_state`;
/** Ten minutes to finish signing in at the provider. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/** The bearer token of spec/site.md §7 #11 (and the jwt of #9): one hop, so short-lived. */
export const AUTH_TOKEN_TTL_SECONDS = 10 * 60;

/** `iss` of every token we sign; each kind has its own `aud` and its own derived key. */
export const TOKEN_ISSUER = 'lawfirm-api';
export const TOKEN_AUDIENCE = {
  session: 'lawfirm-session',
  authToken: 'lawfirm-auth-token',
  oauthState: 'lawfirm-oauth-state',
} as const;

/** Longest clientKey or state a visitor may send to /login/{provider} (spec/site.md §7 #8). */
export const CLIENT_PARAMETER_MAX_LENGTH = 512;

/** How long a provider may take to answer a token or user-info request. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * What each provider is asked for and how it proves the caller. PKCE only where arctic's client
 * for that provider sends a verifier (Google); Kakao, Naver and Apple rely on state and the
 * client secret.
 */
export const PROVIDER_PROFILES = {
  kakao: {
    scopes: ['profile_nickname', 'account_email'],
    pkce: false,
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
  },
  naver: {
    // Naver takes no scope parameter: the consent items are chosen in its developer console.
    scopes: [],
    pkce: false,
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
  },
  google: {
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    // Google signs id_tokens with either spelling of its issuer.
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  apple: {
    scopes: ['name', 'email'],
    pkce: false,
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuers: ['https://appleid.apple.com'],
    /** Apple's audience for the client-secret JWT. */
    audience: 'https://appleid.apple.com',
  },
} as const satisfies Record<
  AuthProvider,
  {
    scopes: readonly string[];
    pkce: boolean;
    userinfoUrl?: string;
    jwksUrl?: string;
    issuers?: readonly string[];
    audience?: string;
  }
>;
