import cors from '@fastify/cors';
import { IDEMPOTENCY_KEY_HEADER } from '@lawfirm/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { addVary } from '../cache/cached-answer';
import type { Settings } from '../settings';
import { hasPathPrefix } from './path-prefix';

/**
 * The only paths a page on another origin may call without being the site: the chat's
 * (DESIGN.md §7, "CORS allow-list for the chat calls only"). The widget runs on the hosts of
 * CORS_ORIGINS and proves who it is with its header token (spec/chat-widget.md §7, header `a`),
 * never with a cookie.
 */
export const CROSS_ORIGIN_PREFIXES = ['/chatctm'] as const;

/** What the chat calls send besides the CORS-safelisted headers: spec/chat-widget.md §7. */
export const CHAT_REQUEST_HEADERS = ['content-type', 'a', 'v'] as const;

/** The site's calls (spec/site.md §7), which its pages on SITE_ORIGINS make with the cookie. */
export const SITE_CALL_PREFIXES = ['/api'] as const;

/** What the site's calls send besides the CORS-safelisted headers (@lawfirm/api-client's calls). */
export const SITE_REQUEST_HEADERS = [
  'content-type',
  'cache-control',
  IDEMPOTENCY_KEY_HEADER.toLowerCase(),
] as const;

/**
 * How long a browser may keep a preflight's answer, in seconds: Chromium's cap (two hours).
 * Without it every chat call with a header token paid a preflight (seven on a first open).
 */
export const PREFLIGHT_MAX_AGE_S = 7200;

export type CorsOrigins = Pick<Settings, 'CORS_ORIGINS' | 'SITE_ORIGINS'>;

/**
 * CORS for the chat's paths, without credentials: an allowed origin may read a chat answer,
 * but its browser never sends the member's cookie with the call (it would refuse the answer if
 * it had), so no page on a widget host can act as the signed-in member. The site's own pages,
 * when they are served on another origin (SITE_ORIGINS), may call /api with credentials, as on
 * the api's origin; settings.ts refuses a widget host there. Every other path and origin
 * (members, sign-in, the operator API, content) gets no answer at all: a page there can still
 * send a request, but cannot read the answer, and a JSON body cannot pass the preflight.
 * '*' (development only, see settings.ts) answers a literal '*', which credentials could not use.
 */
export async function registerCors(
  app: FastifyInstance,
  { CORS_ORIGINS, SITE_ORIGINS }: CorsOrigins,
): Promise<void> {
  const chatOrigins = CORS_ORIGINS.includes('*') ? '*' : [...CORS_ORIGINS, ...SITE_ORIGINS];
  const isSiteCall = (request: FastifyRequest) =>
    SITE_ORIGINS.length > 0 && hasPathPrefix(request.url, SITE_CALL_PREFIXES);
  // An answer with the CORS headers for a site origin and one without for anyone else are two
  // answers: a shared cache (public content is kept 10 s) must not give one for the other.
  app.addHook('onRequest', async (request, reply) => {
    if (isSiteCall(request)) addVary(reply, 'Origin');
  });
  await app.register(cors, {
    delegator: (request, callback) => {
      if (hasPathPrefix(request.url, CROSS_ORIGIN_PREFIXES)) {
        return callback(null, {
          origin: chatOrigins,
          credentials: false,
          methods: ['GET', 'POST'],
          allowedHeaders: [...CHAT_REQUEST_HEADERS],
          maxAge: PREFLIGHT_MAX_AGE_S,
        });
      }
      // Only a listed origin hears anything: another gets no CORS header at all, not even
      // Access-Control-Allow-Credentials.
      const origin = request.headers.origin;
      if (isSiteCall(request) && origin !== undefined && SITE_ORIGINS.includes(origin)) {
        return callback(null, {
          origin,
          credentials: true,
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: [...SITE_REQUEST_HEADERS],
          maxAge: PREFLIGHT_MAX_AGE_S,
        });
      }
      callback(null, { origin: false });
    },
  });
}
