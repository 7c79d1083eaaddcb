// Text stays text (DESIGN.md §7): whatever a visitor or operator typed reaches a browser only as
// data. Every answer forbids content sniffing; the api's own answers (JSON, files) forbid running
// or loading anything should one be opened as a page; and JSON answers write <, > and & as \u
// escapes, so that a value holding `</script>` stays inert even where a caller pastes the raw
// JSON into an HTML page. Parsed, the values are unchanged.
//
// Every other answer (the site's pages, /docs, files, error pages) gets the page headers of
// DESIGN.md §7 (@lawfirm/api-client's page-security): framing by the own origin only, the
// referrer and permissions policies, and a Content-Security-Policy with this response's nonce.
// That policy is built here only, once per answer, as the answer is sent: from what every page
// may use, and what a route added for its own request with extendPagePolicy (the site host's
// pages: the site build's sources; /docs: inline styles). A route that sets a policy of another
// kind keeps it (static files are sandboxed). A 304 gets no policy: the browser keeps the one
// stored with the body it already has, whose nonce that body carries (plugins/csp-nonce.ts).
import {
  PAGE_SECURITY_HEADERS,
  contentSecurityPolicy,
  mergePageSources,
} from '@lawfirm/api-client';
import type { PageSources, PolicyOptions } from '@lawfirm/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { cspNonceOf } from './csp-nonce';
import { API_PATH_PREFIXES, hasPathPrefix } from './path-prefix';

const HTML_SPECIAL = /[<>&]/g;
const UNICODE_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON text with <, > and & written as \u escapes (valid only inside JSON strings, where they are). */
export function escapeJsonForHtml(json: string): string {
  return json.replace(HTML_SPECIAL, (character) => UNICODE_ESCAPES[character]!);
}

/** What one request's page needs beyond every page's policy. */
export interface PagePolicyExtension extends PolicyOptions {
  sources?: PageSources;
}

const extensions = new WeakMap<FastifyRequest, PagePolicyExtension>();

/** `request`'s page also uses `extension`; the policy sent with its answer says so. */
export function extendPagePolicy(request: FastifyRequest, extension: PagePolicyExtension): void {
  const { sources = {}, ...options } = extensions.get(request) ?? {};
  extensions.set(request, {
    ...options,
    ...extension,
    sources: mergePageSources(sources, extension.sources ?? {}),
  });
}

/** The page headers, and the policy with `pageSources` and the request's own extension. */
function setPageSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  pageSources: PageSources,
): void {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) reply.header(name, value);
  if (reply.statusCode === 304 || reply.hasHeader('content-security-policy')) return;
  const { sources = {}, ...options } = extensions.get(request) ?? {};
  const policy = contentSecurityPolicy(
    cspNonceOf(request),
    mergePageSources(pageSources, sources),
    options,
  );
  reply.header('content-security-policy', policy);
}

/** `pageSources`: what every page may use besides its own origin (the api's public origin). */
export function registerSecurityHeaders(app: FastifyInstance, pageSources: PageSources): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!hasPathPrefix(request.url, API_PATH_PREFIXES)) {
      setPageSecurityHeaders(request, reply, pageSources);
      return payload;
    }
    // A route that set its own policy keeps it (a chat file is served with a sandbox).
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload === 'string' && type.startsWith('application/json')) {
      return escapeJsonForHtml(payload);
    }
    return payload;
  });
}
