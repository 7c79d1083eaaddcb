// The server side of the site's route tree: each app's src/entry-server.tsx (apps/main-site for
// the firm's site, apps/center-site for every centre's) builds it to dist/server/entry-server.js,
// and apps/api hosts the sites with it:
//
//   const handle = createSiteHandler({
//     template: indexHtml,
//     apiBaseUrl: 'http://127.0.0.1:3000',
//     domWindow: new JSDOM('').window,
//   });
//   const response = await handle(request); // a full HTML document: 200, 404, or 500 (error page)
//   const centre = await handle(request, { centerCode: 'CT0023', siteUrl, hasSubPages, mainSiteUrl });
import { AsyncLocalStorage } from 'node:async_hooks';

import { API_COOKIE_PREFIX, DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { provideServerDom } from '../index';
import { preloadDeferredParts } from '@lawfirm/ui';
import {
  RouterServer,
  createRequestHandler,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { HandlerCallback } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';

import { config } from './config';
import { siteContentSources } from './lib/content-sources';
import { setRouteErrorReporter } from './lib/route-errors';
import { serverSettings, setRequestSettingsSource, setServerSettings } from './lib/server-settings';
import type { ServerSettings } from './lib/server-settings';
import { createAppRouter } from './router';
import type { AppRouter } from './router';
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
  /** Some sign-in provider is offered by the api; unset: assumed so. */
  signInOffered?: boolean;
  /** The api's providers sign in at a local identity provider (test accounts). */
  localSignIn?: boolean;
  /**
   * The nonce of the page's Content-Security-Policy: on every inline script and style tag the
   * router writes (its state, its scroll script) and in <meta property="csp-nonce">, where the
   * browser's router reads it back. The api gives a placeholder it replaces per response.
   */
  cspNonce?: string;
  /**
   * Logs a page's failure (its data failing to load, say) in the host's log; the visitor sees
   * the error page, answered 500, without it. console.error when not given.
   */
  logError?: (error: unknown, routeId: string) => void;
  /**
   * The centres' build (apps/center-site): every page is a centre's, in spec/site.md §1's group
   * mode, so a request that names no centre is the host's mistake and throws. Left out (the
   * main site's build), a request names a centre or gets the main site.
   */
  groupMode?: boolean;
}

/** What this build loads from other origins, for the policy the api sends with its pages. */
export const contentSources = siteContentSources(config);

/**
 * Which site of the group a request's page belongs to, chosen by the host (the api's site host):
 * a centre's code, its own origin, whether it has sub pages, and the firm's main site. Left
 * out, the page is the main site's.
 */
export type PageSite = Pick<
  ServerSettings,
  'centerCode' | 'siteUrl' | 'hasSubPages' | 'mainSiteUrl'
>;

export type SiteHandler = (request: Request, site?: PageSite) => Promise<Response>;

/** The settings of the request being rendered: one process renders every site at once. */
const requestSettings = new AsyncLocalStorage<ServerSettings>();
setRequestSettingsSource(() => requestSettings.getStore());

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

/**
 * Renders the matched routes to a string, as the router's defaultRenderHandler does, except
 * when React cannot render the document at all: that answer was the router's plain-text
 * 'Internal Server Error'; this throws instead, so the host logs it and answers with its own
 * Korean error page. A route's failure is not that: it renders the error page in the layout.
 */
const renderDocument: HandlerCallback<AppRouter> = async ({ router, responseHeaders }) => {
  // The route's chunks are loaded by now: the parts they hydrate after the first load
  // (@lawfirm/ui deferredPart) are loaded too, so the server renders them in full.
  await preloadDeferredParts();
  try {
    const html = renderToString(<RouterServer router={router} />);
    return new Response(await transformHtmlStringWithRouter(router, html), {
      status: getSsrStatus(router),
      headers: responseHeaders,
    });
  } finally {
    router.serverSsr?.cleanup();
  }
};

export function createSiteHandler({
  template,
  apiBaseUrl,
  domWindow,
  siteUrl,
  testLoginEnabled,
  signInOffered,
  localSignIn,
  cspNonce,
  logError,
  groupMode = false,
}: SiteHandlerOptions): SiteHandler {
  if (!/^https?:\/\//.test(apiBaseUrl)) {
    throw new Error(
      `apiBaseUrl must be an absolute http(s) URL on the server; got '${apiBaseUrl}'`,
    );
  }
  const manifest = manifestFromTemplate(template);
  if (domWindow) provideServerDom(domWindow);
  setServerSettings({
    siteUrl,
    testLoginEnabled,
    signInOffered,
    localSignIn,
    centerCode: config.site.centerCode,
  });
  if (logError) setRouteErrorReporter(logError);

  // The main site's settings; a centre's request replaces its code, origin and links.
  const mainSite = serverSettings();
  return async (request, site) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    if (groupMode && (!site?.centerCode || site.centerCode === DEFAULT_CENTER_CODE)) {
      throw new Error(
        "the centres' build renders centres' pages only: this request names no centre",
      );
    }
    // A fresh router (and with it a fresh QueryClient and API client) per request: loaders
    // run, their data and the query cache are dehydrated into the HTML, and the status is
    // 404 when no route matched.
    const handle = createRequestHandler({
      request,
      createRouter: () =>
        createAppRouter({ apiBaseUrl, cookie: sessionCookies(request), cspNonce }),
      getRouterManifest: () => manifest,
    });
    const pageSettings = { ...mainSite, ...site };
    const response = await requestSettings.run(pageSettings, () => handle(renderDocument));
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      response.headers.set('Content-Type', HTML_CONTENT_TYPE);
    }
    return response;
  };
}
