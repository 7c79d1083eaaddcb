// An answer kept ready to send again: its bytes once, a strong ETag computed from them, and each
// compressed form made on first demand and kept with it, so that a cache hit costs no
// serialization, hashing or compression. A page that carries the CSP nonce placeholder
// (plugins/csp-nonce.ts) is kept cut at each one and joined with the response's own nonce every
// time it is sent: those bytes differ per response, so @fastify/compress compresses them then.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

import { cspNonceOf, joinWithNonce, splitAtPlaceholder } from '../plugins/csp-nonce';

/** The encodings app.ts's @fastify/compress offers, in its order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this size compression saves less than it costs (@fastify/compress's threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Headers that describe one sending, never a kept answer. */
const NOT_KEPT_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'set-cookie',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);

export interface CachedAnswer {
  readonly body: Buffer;
  /**
   * The identity body's strong ETag; a compressed form's tag adds `-br` or `-gzip`. Weak for a
   * page with nonces.
   */
  readonly etag: string;
  /** Headers sent with every copy (content type, a page's own Cache-Control). */
  readonly headers: Readonly<Record<string, string>>;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  /** The body cut at each nonce placeholder, when it holds one; sent stamped, never as is. */
  readonly noncedParts?: readonly Buffer[];
}

export function cachedAnswerOf(body: Buffer, headers: Record<string, string>): CachedAnswer {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_KEPT_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const parts = splitAtPlaceholder(body);
  // A page with nonces is never sent as these bytes: its ETag is weak (the same page, bytes
  // differing only in the nonce and in the coding @fastify/compress gives it).
  return {
    body,
    etag: parts.length > 1 ? `W/"${digest}"` : `"${digest}"`,
    headers: kept,
    encoded: {},
    ...(parts.length > 1 ? { noncedParts: parts } : {}),
  };
}

function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  const kept = answer.encoded[encoding];
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzipSync(answer.body, { level: 6 });
  answer.encoded[encoding] = made;
  return made;
}

/** Adds `name` to Vary, keeping what is there (CORS's Origin, the site's Cookie). */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') return void reply.header('vary', name);
  const listed = String(vary)
    .split(',')
    .map((item) => item.trim().toLowerCase());
  if (listed.includes(name.toLowerCase()) || listed.includes('*')) return;
  reply.header('vary', `${String(vary)}, ${name}`);
}

/**
 * Sets the status and headers of `reply` for sending `answer` to `request` (the encoding the
 * browser accepts, its ETag, `cacheControl` when given) and returns the bytes to send: none
 * (304) when the browser's If-None-Match already names that ETag. A page with nonces keeps the
 * ETag of its kept bytes: a browser that revalidates has a copy whose nonces match the policy
 * stored with it, and a 304 sends no new policy (plugins/security-headers.ts).
 */
export function prepareCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl?: string,
): Buffer | null {
  const compressible = answer.body.length >= COMPRESS_THRESHOLD_BYTES;
  const encoding =
    compressible && !answer.noncedParts
      ? negotiate(request.headers['accept-encoding'] ?? 'identity', [...ENCODINGS])
      : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (cacheControl) reply.header('cache-control', cacheControl);
  if (compressible) addVary(reply, 'Accept-Encoding');
  reply.header('etag', etag);
  if (fresh(request.headers, { etag })) {
    reply.code(304);
    return null;
  }
  reply.code(200);
  if (answer.noncedParts) return joinWithNonce(answer.noncedParts, cspNonceOf(request));
  if (!encoding) return answer.body;
  // Set before @fastify/compress's hook runs, which then leaves the bytes alone.
  reply.header('content-encoding', encoding);
  return encodedBody(answer, encoding);
}
