// Hosts the built main site for `start`: the client build's files as they are, and every other
// page through the site's own server-side renderer, so the api and the site share one origin.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { prepareCachedAnswer } from '../cache/cached-answer';
import type { PageCache } from '../cache/page-cache';
import { hasPathPrefix } from './path-prefix';
import { createServerDomWindow } from './server-dom';

/** Paths the api answers itself; the site's renderer never sees them. */
export const NON_SITE_PREFIXES = [
  '/api',
  '/chatctm',
  '/docs',
  '/healthz',
  '/widget',
  '/static',
] as const;

/** Vite fingerprints every file under assets/, so a given URL never changes content. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

/** What a visitor sees when rendering fails: no internals, a way back. */
const SERVER_ERROR_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>일시적인 오류</title></head>
<body><main><h1>일시적인 오류가 발생했습니다</h1>
<p>잠시 후 다시 시도해 주세요. 급한 상담은 전화로 문의해 주세요.</p>
<p><a href="/">홈으로 가기</a></p></main></body></html>`;

/** The contract of `${SITE_DIST_DIR}/server/entry-server.js`, implemented by apps/main-site. */
export type SiteHandler = (request: Request) => Promise<Response>;
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
  }): SiteHandler;
}

export interface SiteHostOptions {
  /** The main site's build output, holding client/ and server/entry-server.js. */
  siteDistDir: string;
  /** Where the renderer fetches data from while rendering: this api, seen from itself. */
  apiBaseUrl: string;
  /** The site's public origin (PUBLIC_URL): canonical URLs and link previews are under it. */
  siteUrl?: string;
  /** AUTH_TEST_LOGIN_ENABLED, so that the sign-in page offers the test login exactly when it works. */
  testLoginEnabled?: boolean;
  /** Anonymous visitors' pages, kept briefly (cache/page-cache.ts); none: every page rendered. */
  pageCache?: PageCache;
}

async function loadSiteHandler({
  siteDistDir,
  apiBaseUrl,
  siteUrl,
  testLoginEnabled,
}: SiteHostOptions): Promise<SiteHandler> {
  const templatePath = join(siteDistDir, 'client', 'index.html');
  const entryPath = join(siteDistDir, 'server', 'entry-server.js');
  for (const path of [templatePath, entryPath]) {
    if (!existsSync(path)) throw new Error(`SITE_DIST_DIR is not a built site: ${path} is missing`);
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as Partial<SiteServerEntry>;
  if (typeof entry.createSiteHandler !== 'function') {
    throw new Error(`${entryPath} does not export a createSiteHandler function`);
  }
  return entry.createSiteHandler({
    template: await readFile(templatePath, 'utf8'),
    apiBaseUrl,
    domWindow: await createServerDomWindow(),
    siteUrl,
    testLoginEnabled,
  });
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
 * Sends a Fetch Response: status, headers (each Set-Cookie separately) and the body stream.
 * Not `reply.send(response)`: Fastify's automatic HEAD routes cannot take a Response object.
 */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(response.body ?? undefined);
}

export const siteHost: FastifyPluginAsync<SiteHostOptions> = async (app, options) => {
  const handle = await loadSiteHandler(options);
  const { pageCache } = options;

  /** The page from the cache when it may come from there, else rendered for this request. */
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const key = pageCache?.keyOf(request);
    if (!pageCache || key === undefined) {
      return sendFetchResponse(reply, await handle(toFetchRequest(request, reply)));
    }
    const kept = pageCache.peek(key);
    if (kept) return reply.send(prepareCachedAnswer(request, reply, kept));
    const loaded = await pageCache.load(key, () => handle(toFetchRequest(request)));
    if (loaded.answer) return reply.send(prepareCachedAnswer(request, reply, loaded.answer));
    if (loaded.response) return sendFetchResponse(reply, loaded.response);
    return sendFetchResponse(reply, await handle(toFetchRequest(request, reply)));
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

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (hasPathPrefix(request.url, NON_SITE_PREFIXES)) return reply.callNotFound();
    try {
      return await answer(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'the site renderer failed');
      return reply.code(500).type('text/html; charset=utf-8').send(SERVER_ERROR_PAGE);
    }
  });
};
