// A short shared cache of the server-rendered pages anonymous visitors get (DESIGN.md §4 Reads):
// a page rendered for one visitor without a session is the page every such visitor gets at
// that URL, so it is kept a few seconds and sent again instead of rendered again. Nothing that
// may differ per visitor is ever kept or served from here: a request with one of our cookies
// (a member's session, a sign-in in progress) or an Authorization header, or with a query
// parameter public pages do not read, is rendered for itself; so is a HEAD request. Only a
// complete 200 HTML page that sets no cookie is kept.
import { API_COOKIE_PREFIX } from '@lawfirm/api-client';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { cachedAnswerOf } from './cached-answer';
import type { CachedAnswer } from './cached-answer';
import { touches } from './content-change';
import type { ContentChanges } from './content-changes';

/** How long a rendered page is reused; pages also show time-dependent content (banner schedules). */
export const PAGE_CACHE_TTL_MS = 10_000;

/** Memory the kept pages (uncompressed) may take at most. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Every cookie the api sets starts so (the session, the OAuth state): a request with one is a member's. */
export const PRIVATE_COOKIE_PREFIX = API_COOKIE_PREFIX;

/**
 * The query parameters of the public pages' own links (lists, filters, search). A URL with any
 * other parameter (a sign-in `reason`, a tracking id, anything addressed to one visitor) is
 * rendered for itself, and such URLs cannot flood the cache.
 */
export const PUBLIC_PAGE_QUERY = new Set([
  'pageNumber',
  'pageSize',
  'keyword',
  'tab',
  'group_code',
  'code_desc',
]);

export interface PageLoad {
  /** The kept page: send it. */
  answer?: CachedAnswer;
  /** This request's own render, which may not be kept: send it as it is. */
  response?: Response;
}

export interface PageCache {
  /**
   * The key of a request this cache may answer; undefined when it must be rendered for itself.
   * `siteOrigin` is the site the page belongs to (plugins/site-directory.ts); without one, the
   * request's own protocol and host.
   */
  keyOf(request: FastifyRequest, siteOrigin?: string): string | undefined;
  /** The page kept under `key`, if any. */
  peek(key: string): CachedAnswer | undefined;
  /**
   * Renders the page once for all requests of `key` arriving together and keeps it when it may
   * be kept. Returns nothing to a request that joined a render that could not be shared: that
   * request renders for itself. `shownGroups` are the groups whose content the page's site shows
   * (plugins/site-directory.ts): a change to another group's keeps it; none: every group's.
   */
  load(
    key: string,
    render: () => Promise<Response>,
    shownGroups?: readonly string[],
  ): Promise<PageLoad>;
}

function hasPrivateCookie(header: string | undefined): boolean {
  if (!header) return false;
  return Object.keys(parseCookie(header)).some((name) => name.startsWith(PRIVATE_COOKIE_PREFIX));
}

/**
 * A request whose page may be rendered for this visitor alone: it carries one of our cookies
 * (a member's session, a sign-in in progress) or an Authorization header.
 */
export function isPersonalRequest(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || hasPrivateCookie(request.headers.cookie);
}

/** A response every anonymous visitor may get: a whole 200 HTML page that sets no cookie. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}

/** A kept page, with the groups its site shows (undefined: all, the main site). */
interface KeptPage {
  answer: CachedAnswer;
  shownGroups: readonly string[] | undefined;
}

/** A render in progress; `stale` once a change it shows was announced while it ran. */
interface Flight {
  answer: Promise<CachedAnswer | undefined>;
  shownGroups: readonly string[] | undefined;
  stale: boolean;
}

export function createPageCache(changes: ContentChanges): PageCache {
  const cache = new LRUCache<string, KeptPage>({
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => Math.max(page.answer.body.length, 1),
    ttl: PAGE_CACHE_TTL_MS,
  });
  // lru-cache's own fetch() would coalesce too, but a clear() rejects the renders in flight:
  // here a change only keeps their result out of the cache.
  const rendering = new Map<string, Flight>();
  changes.listen((change) => {
    for (const flight of rendering.values()) {
      if (touches(change, flight.shownGroups)) flight.stale = true;
    }
    if (change.scope === 'everything') return cache.clear();
    // The pages of the sites that show a touched group go: the main site's and the centres'
    // whose own code or categories were touched (spec/site.md §1); other centres' stay.
    for (const [key, page] of cache.entries()) {
      if (touches(change, page.shownGroups)) cache.delete(key);
    }
  });

  return {
    keyOf(request, siteOrigin) {
      if (request.method !== 'GET' || isPersonalRequest(request)) return undefined;
      const url = new URL(request.url, 'http://localhost');
      for (const name of url.searchParams.keys()) {
        if (!PUBLIC_PAGE_QUERY.has(name)) return undefined;
      }
      url.searchParams.sort();
      const site = siteOrigin ?? `${request.protocol}://${request.host.toLowerCase()}`;
      return `${site}${url.pathname}?${url.searchParams.toString()}`;
    },
    peek(key) {
      return cache.get(key)?.answer;
    },
    async load(key, render, shownGroups) {
      const joined = rendering.get(key);
      if (joined) return { answer: await joined.answer };
      let own: Response | undefined;
      const flight: Flight = { answer: Promise.resolve(undefined), shownGroups, stale: false };
      flight.answer = (async () => {
        const response = await render();
        if (!isShareable(response)) {
          own = response;
          return undefined;
        }
        const answer = cachedAnswerOf(
          Buffer.from(await response.arrayBuffer()),
          Object.fromEntries(response.headers),
        );
        if (!flight.stale) cache.set(key, { answer, shownGroups });
        return answer;
      })();
      rendering.set(key, flight);
      try {
        return { answer: await flight.answer, response: own };
      } finally {
        rendering.delete(key);
      }
    },
  };
}
