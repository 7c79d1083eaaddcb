// The public content answers (spec/site.md §7 calls: groups, banners, Q&A lists, articles,
// strengths, offices, terms, search), kept serialized in this process so that a repeated read
// costs no query, no validation of the answer and no JSON encoding. A route opts in with
// `config: { publicContent: true }`; its 200 answers are kept under the route, its path
// parameters and its validated query (after the schema's defaults and trimming, so equivalent
// URLs share one entry), and sent with a strong ETag and a public Cache-Control.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { canonicalJson } from '../services/consult-request-hash';
import { cachedAnswerOf, prepareCachedAnswer } from './cached-answer';
import type { CachedAnswer } from './cached-answer';
import type { ContentChanges } from './content-changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers are the same for every visitor: cache them (content-cache.ts). */
    publicContent?: boolean;
  }
}

/** Browsers and shared caches may reuse an answer 10 s, and a stale one a further 50 s while they revalidate. */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=50';

/**
 * How long this process keeps an answer when nothing announces a change. Writes announce
 * (content-changes.ts); the bound is for what changes without a write: the Q&A view counts in
 * lists (the detail, which shows the count, is never cached) and the terms in effect, which
 * turn over at midnight in Seoul.
 */
export const CONTENT_CACHE_TTL_MS = 60_000;

/** Distinct answers kept (the least recently used go first); searches make most of them. */
export const CONTENT_CACHE_MAX_ENTRIES = 2_000;

/** Room for the URLs that lead to kept answers (their length, in characters). */
const URL_INDEX_MAX_CHARS = 4 * 1024 * 1024;

/** What the onSend hook needs to keep the answer a handler is producing. */
interface PendingAnswer {
  key: string;
  generation: number;
}

const pending = new WeakMap<FastifyRequest, PendingAnswer>();

function cacheKeyOf(request: FastifyRequest): string {
  return `${request.routeOptions.url ?? request.url}\n${canonicalJson(request.params)}\n${canonicalJson(request.query)}`;
}

/**
 * Adds the cache's hooks to `app` and empties it on every announced change. Register it before
 * the routes, after the security headers (whose escaped JSON is what gets kept) and after CORS
 * (whose headers every answer needs, also one sent before validation).
 */
export function registerContentCache(app: FastifyInstance, changes: ContentChanges): void {
  const cache = new LRUCache<string, CachedAnswer>({
    max: CONTENT_CACHE_MAX_ENTRIES,
    ttl: CONTENT_CACHE_TTL_MS,
  });
  // The request URL, exactly as sent, of each kept answer: a URL seen before validates to the
  // same key again, so its answer can go out before the query is parsed and validated anew.
  const keysByUrl = new LRUCache<string, string>({
    maxSize: URL_INDEX_MAX_CHARS,
    sizeCalculation: (_key, url) => Math.max(url.length, 1),
  });
  // A read that began before a change must not keep what it read once the change is announced.
  // Every change empties it whole, also one scoped to some groups: its keys are routes and
  // queries, and which groups an answer holds is not in them (a search, the group list, a
  // Q&A list by slug hold several or name none), so a per-group drop could keep stale answers.
  // Reads are a query each; the page cache, which costs a render, is the one scoped.
  let generation = 0;
  changes.listen(() => {
    generation += 1;
    cache.clear();
    keysByUrl.clear();
  });
  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.publicContent === true;

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const key = keysByUrl.get(request.url);
    const answer = key === undefined ? undefined : cache.get(key);
    if (!answer) return;
    return reply.send(prepareCachedAnswer(request, reply, answer, PUBLIC_CONTENT_CACHE_CONTROL));
  });

  // After validation, so the key holds the query as the schema normalized it.
  app.addHook('preHandler', async (request, reply) => {
    if (!isCacheable(request)) return;
    const key = cacheKeyOf(request);
    const answer = cache.get(key);
    if (!answer) {
      pending.set(request, { key, generation });
      return;
    }
    keysByUrl.set(request.url, key);
    return reply.send(prepareCachedAnswer(request, reply, answer, PUBLIC_CONTENT_CACHE_CONTROL));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const answer = cachedAnswerOf(Buffer.from(payload), {
      'content-type': String(reply.getHeader('content-type')),
    });
    if (miss.generation === generation) {
      cache.set(miss.key, answer);
      keysByUrl.set(request.url, miss.key);
    }
    return prepareCachedAnswer(request, reply, answer, PUBLIC_CONTENT_CACHE_CONTROL);
  });
}
