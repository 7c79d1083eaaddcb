// Cookies as plain descriptors: a route hands them to its cookie plugin as is
// (`reply.setCookie(cookie.name, cookie.value, cookie.options)` with @fastify/cookie).
import { isLoopbackUrl } from '../settings';

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'lax' | 'none';
  secure: boolean;
  path: '/';
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  domain?: string;
}

export interface CookieToSet {
  name: string;
  value: string;
  options: CookieOptions;
}

/** Where the cookies are set: from PUBLIC_URL and AUTH_COOKIE_DOMAIN. */
export interface CookieScope {
  /** DESIGN.md §7: Secure everywhere except on this machine. */
  secure: boolean;
  domain?: string;
}

export function cookieScope(settings: {
  PUBLIC_URL: string;
  AUTH_COOKIE_DOMAIN?: string | undefined;
}): CookieScope {
  return {
    secure: !isLoopbackUrl(settings.PUBLIC_URL),
    ...(settings.AUTH_COOKIE_DOMAIN === undefined ? {} : { domain: settings.AUTH_COOKIE_DOMAIN }),
  };
}

/** DESIGN.md §7: httpOnly, SameSite=Lax, Secure outside localhost, Path=/. */
export function authCookie(
  scope: CookieScope,
  name: string,
  value: string,
  maxAge: number,
  sameSite: CookieOptions['sameSite'] = 'lax',
): CookieToSet {
  return {
    name,
    value,
    options: {
      httpOnly: true,
      sameSite,
      // Browsers drop SameSite=None cookies that are not Secure (and accept Secure on localhost).
      secure: scope.secure || sameSite === 'none',
      path: '/',
      maxAge,
      ...(scope.domain === undefined ? {} : { domain: scope.domain }),
    },
  };
}

/** The same cookie, emptied and expired, with the flags it was set with. */
export function expiredCookie(cookie: CookieToSet): CookieToSet {
  return { ...cookie, value: '', options: { ...cookie.options, maxAge: 0 } };
}
