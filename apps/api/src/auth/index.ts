// The sign-in building blocks: providers (arctic), the OAuth state cookie and sessions (jose).
export { AuthError, isAuthError } from './auth-error';
export type { AuthErrorCode } from './auth-error';
export {
  AUTH_TOKEN_TTL_SECONDS,
  OAUTH_STATE_COOKIE_NAME,
  OAUTH_STATE_TTL_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
} from './constants';
export { authCookie, cookieScope, expiredCookie } from './cookies';
export type { CookieOptions, CookieScope, CookieToSet } from './cookies';
export { createAuth } from './create-auth';
export type { Auth, AuthOptions } from './create-auth';
export { createMemoryReplayGuard, createOAuthStates } from './oauth-state';
export type { OAuthFlow, OAuthStates, ReplayGuard } from './oauth-state';
export type { SocialProfile } from './provider-profiles';
export { createProviders, parseProvider } from './providers';
export type { AuthorizationRequest, OAuth2Tokens, ProfileExtras, Providers } from './providers';
export { createSessions } from './session';
export type { IssuedSession, Session, SessionMember, Sessions } from './session';
