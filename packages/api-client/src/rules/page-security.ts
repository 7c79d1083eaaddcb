// The security headers of every page the firm's sites serve (DESIGN.md §7: "CSP with nonces,
// frame-ancestors, referrer policy on the sites"): the api's site host and its other pages
// (/docs, error pages) and the centre site's server send the same ones, built here.

/** Origins a page may use beyond its own, per kind of resource (CSP source expressions). */
export interface PageSources {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  font?: readonly string[];
  connect?: readonly string[];
}

/**
 * The headers every page gets whatever its policy: framed by pages of its own origin only (the
 * CSP's frame-ancestors says the same to current browsers), no content sniffing, other sites
 * learn the origin a visitor came from and no more, and none of the device features the sites
 * never use. Permissions-Policy names only features Chromium knows, since an unknown one is
 * reported as an error on every page.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'usb=()',
  ].join(', '),
};

/** A CSP nonce: 18 random bytes in base64url (the nonce-source grammar allows - and _). */
export const CSP_NONCE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A fresh nonce for one response: unpredictable, so injected markup cannot carry it. */
export function createCspNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/**
 * The sources a page needs to use an api at `apiOrigin` (an absolute URL): its calls, its
 * chat socket (ws: or wss:, which 'self' names only in some browsers) and the images it serves.
 */
export function apiSources(apiOrigin: string): PageSources {
  const { origin, protocol, host } = new URL(apiOrigin);
  const socket = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
  return { connect: [origin, socket], img: [origin] };
}

/** Every list of `sources` joined, each origin once. */
export function mergePageSources(...sources: readonly PageSources[]): PageSources {
  const merged: Record<keyof PageSources, string[]> = {
    script: [],
    style: [],
    img: [],
    font: [],
    connect: [],
  };
  for (const source of sources) {
    for (const kind of Object.keys(merged) as (keyof PageSources)[]) {
      for (const value of source[kind] ?? []) {
        if (!merged[kind].includes(value)) merged[kind].push(value);
      }
    }
  }
  return merged;
}

/** How a page's policy departs from the default one. */
export interface PolicyOptions {
  /**
   * Style elements without the nonce too (/docs: Swagger UI writes its own <style> elements).
   * Such a policy names no nonce for styles, since a nonce turns 'unsafe-inline' off.
   */
  inlineStyles?: boolean;
}

/**
 * The page's Content-Security-Policy. Scripts: files of the page's own origin, and inline only
 * with this response's `nonce` (the server-rendered router state and scroll script carry it),
 * never 'unsafe-inline'. Style elements likewise; style attributes are allowed, since the
 * server-rendered HTML holds a few computed ones (colours from data, a measured offset) and
 * cannot run scripts. No plugins, no <base>, forms only to the own origin, and framed only by
 * the own origin.
 */
export function contentSecurityPolicy(
  nonce: string,
  sources: PageSources = {},
  { inlineStyles = false }: PolicyOptions = {},
): string {
  if (!CSP_NONCE_PATTERN.test(nonce)) {
    throw new Error(`a CSP nonce must be 24 base64url characters; got '${nonce}'`);
  }
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? ` ${values.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${list(sources.script)}`,
    `style-src 'self' ${inlineStyles ? "'unsafe-inline'" : `'nonce-${nonce}'`}${list(sources.style)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${list(sources.img)}`,
    `font-src 'self' data:${list(sources.font)}`,
    `connect-src 'self'${list(sources.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Every security header of a page: PAGE_SECURITY_HEADERS and its policy with `nonce`. */
export function pageSecurityHeaders(
  nonce: string,
  sources: PageSources = {},
): Record<string, string> {
  return {
    ...PAGE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(nonce, sources),
  };
}
