// The server entry, built to dist/server/entry-server.js. apps/api hosts the site with it:
//
//   const handle = createSiteHandler({
//     template: indexHtml,
//     apiBaseUrl: 'http://127.0.0.1:3000',
//     domWindow: new JSDOM('').window,
//   });
//   const response = await handle(request); // a full HTML document, 200 or 404
import { API_COOKIE_PREFIX } from '@lawfirm/api-client';
import { provideServerDom } from '@lawfirm/site';
import { preloadDeferredParts } from '@lawfirm/ui';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';

import { setServerSettings } from './lib/server-settings';
import { createAppRouter } from './router';
import { manifestFromTemplate } from './ssr/template-manifest';

export interface SiteHandlerOptions {
  /** The client build's dist/client/index.html, read once at start-up. */
  template: string;
  /** Absolute URL of the API the server-side loaders call, e.g. http://127.0.0.1:3000. */
  apiBaseUrl: string;
  /**
   * A DOM window (jsdom's) for sanitizing editorial HTML on the server with DOMPurify, as the
   * browser does with its own DOM. Without one, such HTML renders as plain text on the server.
   */
  domWindow?: unknown;
  /**
   * The site's public origin (the api's PUBLIC_URL): canonical URLs and link previews are under
   * it when the build names no VITE_SITE_URL.
   */
  siteUrl?: string;
  /** The api's AUTH_TEST_LOGIN_ENABLED: the sign-in page offers the test login. */
  testLoginEnabled?: boolean;
}

export type SiteHandler = (request: Request) => Promise<Response>;

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * The request's own api cookies, as a Cookie header for the loaders' calls; none for a visitor
 * without a session. Other cookies on the site's host are not the api's business.
 */
export function sessionCookies(request: Request): string | undefined {
  const pairs = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(API_COOKIE_PREFIX));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

export function createSiteHandler({
  template,
  apiBaseUrl,
  domWindow,
  siteUrl,
  testLoginEnabled,
}: SiteHandlerOptions): SiteHandler {
  if (!/^https?:\/\//.test(apiBaseUrl)) {
    throw new Error(
      `apiBaseUrl must be an absolute http(s) URL on the server; got '${apiBaseUrl}'`,
    );
  }
  const manifest = manifestFromTemplate(template);
  if (domWindow) provideServerDom(domWindow);
  setServerSettings({ siteUrl, testLoginEnabled });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    // A fresh router (and with it a fresh QueryClient and API client) per request: loaders
    // run, their data and the query cache are dehydrated into the HTML, and the status is
    // 404 when no route matched.
    const handle = createRequestHandler({
      request,
      createRouter: () => createAppRouter({ apiBaseUrl, cookie: sessionCookies(request) }),
      getRouterManifest: () => manifest,
    });
    const response = await handle(async (context) => {
      // The route's chunks are loaded by now: the parts they hydrate after the first load
      // (@lawfirm/ui deferredPart) are loaded too, so the server renders them in full.
      await preloadDeferredParts();
      return defaultRenderHandler(context);
    });
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      response.headers.set('Content-Type', HTML_CONTENT_TYPE);
    }
    return response;
  };
}
