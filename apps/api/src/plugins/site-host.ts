// Hosts the built sites for `start`: the client builds' files as they are, and every other page
// through a site's own server-side renderer, so the api and the sites share one origin. The main
// site's build (apps/main-site) renders the firm's pages; the centres' build (apps/center-site),
// when given, every centre's: both are packages/site's one route tree (spec/site.md §1).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyStatic from '@fastify/static';
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { PageSources } from '@lawfirm/api-client';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { addVary, prepareCachedAnswer } from '../cache/cached-answer';
import { isPersonalRequest } from '../cache/page-cache';
import type { PageCache } from '../cache/page-cache';
import { NONCE_PLACEHOLDER, cspNonceOf, joinWithNonce, splitAtPlaceholder } from './csp-nonce';
import { API_PATH_PREFIXES, hasPathPrefix } from './path-prefix';
import { extendPagePolicy } from './security-headers';
import { createServerDomWindow } from './server-dom';
import type { PageSite, SiteDirectory } from './site-directory';

/** Where apps/center-site's build keeps its hashed files (its vite.config.ts). */
export const CENTRE_ASSETS_DIR = 'centre-assets';

/** Paths the api answers itself; the site's renderer never sees them. */
export const NON_SITE_PREFIXES = [
  ...API_PATH_PREFIXES,
  '/docs',
  '/healthz',
  '/widget',
  '/console',
  '/static',
  // A hashed file the centres' build does not have is missing, never a page.
  `/${CENTRE_ASSETS_DIR}`,
] as const;

/** Vite fingerprints every file under assets/, so a given URL never changes content. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';
/** DESIGN.md §7: HTML rendered with a session is kept by no cache, the browser's included. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * What a visitor sees when the renderer itself fails (it throws, or cannot render the document
 * at all): no internals, a way back. A page whose data failed is the site's own error page,
 * inside its layout.
 */
const SERVER_ERROR_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>일시적인 오류</title></head>
<body><main><h1>일시적인 오류가 발생했습니다</h1>
<p>잠시 후 다시 시도해 주세요. 급한 상담은 전화로 문의해 주세요.</p>
<p><a href="/">홈으로 가기</a></p></main></body></html>`;

/**
 * The contract of `${SITE_DIST_DIR}/server/entry-server.js`, implemented by apps/main-site and
 * apps/center-site: a page of `site` (site-directory.ts), the main site's when left out.
 */
export type SiteHandler = (request: Request, site?: PageSite) => Promise<Response>;
export interface SiteServerEntry {
  createSiteHandler(options: {
    template: string;
    apiBaseUrl: string;
    /** The DOM the renderer sanitizes editorial HTML with (DOMPurify needs one). */
    domWindow?: unknown;
    /** The site's public origin: its canonical URLs and link previews are under it. */
    siteUrl?: string;
    /** AUTH_TEST_LOGIN_ENABLED: the sign-in page offers the test login. */
    testLoginEnabled?: boolean;
    /** Some sign-in provider is offered: a failed sign-in may point to another account. */
    signInOffered?: boolean;
    /** The providers sign in at a local identity provider: the sign-in page says so. */
    localSignIn?: boolean;
    /**
     * The nonce to put on every inline script and style tag: NONCE_PLACEHOLDER, which the host
     * replaces with each response's own (plugins/csp-nonce.ts).
     */
    cspNonce?: string;
    /** Where a page's failure is logged (its data failing to load): the api's log. */
    logError?: (error: unknown, routeId: string) => void;
  }): SiteHandler;
  /** What the site's build loads from other origins (its analytics, its api or image hosts). */
  contentSources?: PageSources;
}

export interface SiteHostOptions {
  /** The main site's build output, holding client/ and server/entry-server.js. */
  siteDistDir: string;
  /** The centres' build output (apps/center-site); none: the main site's renders centres too. */
  centreSiteDistDir?: string;
  /** Where the renderer fetches data from while rendering: this api, seen from itself. */
  apiBaseUrl: string;
  /** The site's public origin (PUBLIC_URL): canonical URLs and link previews are under it. */
  siteUrl?: string;
  /** AUTH_TEST_LOGIN_ENABLED, so that the sign-in page offers the test login exactly when it works. */
  testLoginEnabled?: boolean;
  /** Some provider is offered (settings offeredSignInProviders). */
  signInOffered?: boolean;
  /** Providers sign in at a local identity provider (settings localSignInProviders). */
  localSignIn?: boolean;
  /** Anonymous visitors' pages, kept briefly (cache/page-cache.ts); none: every page rendered. */
  pageCache?: PageCache;
  /** Which site a request's host is (the main site, or a centre's); none: every page the main site's. */
  directory?: SiteDirectory;
}

interface LoadedSite {
  handle: SiteHandler;
  /** What the site build's pages load from other origins, added to their CSP. */
  sources: PageSources;
}

async function loadSite(
  siteDistDir: string,
  { apiBaseUrl, siteUrl, testLoginEnabled, signInOffered, localSignIn }: SiteHostOptions,
  log: FastifyBaseLogger,
): Promise<LoadedSite> {
  const templatePath = join(siteDistDir, 'client', 'index.html');
  const entryPath = join(siteDistDir, 'server', 'entry-server.js');
  for (const path of [templatePath, entryPath]) {
    if (!existsSync(path))
      throw new Error(`${siteDistDir} is not a built site: ${path} is missing`);
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as Partial<SiteServerEntry>;
  if (typeof entry.createSiteHandler !== 'function') {
    throw new Error(`${entryPath} does not export a createSiteHandler function`);
  }
  const handle = entry.createSiteHandler({
    template: await readFile(templatePath, 'utf8'),
    apiBaseUrl,
    domWindow: await createServerDomWindow(),
    siteUrl,
    testLoginEnabled,
    signInOffered,
    localSignIn,
    cspNonce: NONCE_PLACEHOLDER,
    // The visitor gets the site's Korean error page (500); what failed is for the log only.
    logError: (error, routeId) => log.error({ err: error, routeId }, 'a site page failed'),
  });
  return { handle, sources: entry.contentSources ?? {} };
}

/**
 * The incoming request as the Fetch Request the renderer takes. Without `reply` (a render shared
 * by several visitors) it has no abort signal: one visitor leaving must not stop the others' page.
 */
export function toFetchRequest(request: FastifyRequest, reply?: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  if (!reply) return new Request(url, { method: request.method, headers });
  // Lets a streaming renderer stop work for a visitor who has gone away.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * Sends a Fetch Response: status, headers (each Set-Cookie separately) and the body, an HTML
 * one with this response's nonce where the renderer wrote the placeholder (read whole for
 * that: the renderer renders to a string anyway). Not `reply.send(response)`: Fastify's
 * automatic HEAD routes cannot take a Response object.
 */
export async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  if (!response.body) return reply.send();
  if (!isHtml(response)) return reply.send(response.body);
  const parts = splitAtPlaceholder(Buffer.from(await response.arrayBuffer()));
  return reply.send(joinWithNonce(parts, cspNonceOf(request)));
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** A centre's page, which the centres' build renders when there is one. */
const isCentre = (site: PageSite | undefined): site is PageSite =>
  site !== undefined && site.centerCode !== DEFAULT_CENTER_CODE;

export const siteHost: FastifyPluginAsync<SiteHostOptions> = async (app, options) => {
  const mainSite = await loadSite(options.siteDistDir, options, app.log);
  const centreSite = options.centreSiteDistDir
    ? await loadSite(options.centreSiteDistDir, options, app.log)
    : mainSite;
  const { pageCache } = options;

  /** The page from the cache when it may come from there, else rendered for this request. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    site: PageSite | undefined,
  ): Promise<FastifyReply> {
    const { handle } = isCentre(site) ? centreSite : mainSite;
    const render = (forVisitor?: FastifyReply) => handle(toFetchRequest(request, forVisitor), site);
    // Kept per site, never per Host header: a centre's page is never another site's, and made-up
    // hosts share the main site's pages instead of filling the cache.
    const key = pageCache?.keyOf(request, site?.siteUrl);
    if (!pageCache || key === undefined)
      return sendFetchResponse(request, reply, await render(reply));
    const kept = pageCache.peek(key);
    if (kept) return reply.send(prepareCachedAnswer(request, reply, kept));
    const loaded = await pageCache.load(key, () => render(), site?.shownGroups);
    if (loaded.answer) return reply.send(prepareCachedAnswer(request, reply, loaded.answer));
    if (loaded.response) return sendFetchResponse(request, reply, loaded.response);
    return sendFetchResponse(request, reply, await render(reply));
  }

  /**
   * What every page says besides the renderer's own headers: that a cookie changes it, and,
   * rendered with a session, that no cache may keep it. Its policy is security-headers.ts's.
   */
  function finishPage(request: FastifyRequest, reply: FastifyReply): void {
    addVary(reply, 'Cookie');
    if (isPersonalRequest(request)) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  }

  await app.register(fastifyStatic, {
    root: join(options.siteDistDir, 'client'),
    // One route per built file instead of a wildcard, which is left to the renderer below;
    // index.html is the renderer's template, never served raw.
    wildcard: false,
    globIgnore: ['index.html'],
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const isAsset = path.includes(`${join(options.siteDistDir, 'client', 'assets')}/`);
      reply.header('Cache-Control', isAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  // The centres' build keeps its hashed files in a folder of its own (centre-assets/, its Vite
  // settings); its public files are the main site's.
  if (options.centreSiteDistDir) {
    await app.register(fastifyStatic, {
      root: join(options.centreSiteDistDir, 'client', CENTRE_ASSETS_DIR),
      prefix: `/${CENTRE_ASSETS_DIR}/`,
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE_CACHE),
    });
  }

  // After the page's own headers and status are set, whether rendered or kept.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    finishPage(request, reply);
    return payload;
  };
  app.get('/*', { schema: { hide: true }, onSend }, async (request, reply) => {
    if (hasPathPrefix(request.url, NON_SITE_PREFIXES)) return reply.callNotFound();
    try {
      const site = await options.directory?.siteOf(request.host);
      // The site's pages, its error page included, may load what the site's build loads.
      extendPagePolicy(request, { sources: (isCentre(site) ? centreSite : mainSite).sources });
      return await answer(request, reply, site);
    } catch (error) {
      request.log.error({ err: error }, 'the site renderer failed');
      return reply.code(500).type('text/html; charset=utf-8').send(SERVER_ERROR_PAGE);
    }
  });
};
