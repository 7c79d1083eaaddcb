// The per-response CSP nonce of the pages (DESIGN.md §7 "CSP with nonces").
//
// Design: the site's renderer is created once with NONCE_PLACEHOLDER as its nonce, so every
// inline script and style tag it writes (the router's dehydrated state, its scroll script,
// the <meta property="csp-nonce"> the browser's router reads it back from) carries the
// placeholder. Every response, rendered for its request or sent from the shared page cache,
// replaces each occurrence with that response's own nonce, and its Content-Security-Policy
// names that nonce. So a kept page is rendered once and still gets a fresh nonce per response,
// and the bytes the cache keeps hold no nonce any visitor ever saw.
//
// Sound because the placeholder is a random secret of this process that never leaves it (every
// copy in a body is replaced): markup injected into content cannot name it, so the host never
// turns an injected tag into a trusted one. Stamping the nonce into every <script> the host
// finds instead would do exactly that.
import { createCspNonce } from '@lawfirm/api-client';
import type { FastifyRequest } from 'fastify';

/** What the renderer writes where a nonce goes; replaced in every body before it is sent. */
export const NONCE_PLACEHOLDER = createCspNonce();
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

const nonces = new WeakMap<FastifyRequest, string>();

/** This request's nonce: made on first use, the same for its body and its headers. */
export function cspNonceOf(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = createCspNonce();
    nonces.set(request, nonce);
  }
  return nonce;
}

/** `body` cut at every placeholder; a single part when it holds none. */
export function splitAtPlaceholder(body: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (
    let found = body.indexOf(PLACEHOLDER_BYTES);
    found !== -1;
    found = body.indexOf(PLACEHOLDER_BYTES, start)
  ) {
    parts.push(body.subarray(start, found));
    start = found + PLACEHOLDER_BYTES.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The parts of splitAtPlaceholder joined again with `nonce` where the placeholder was. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const stamp = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(stamp);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
