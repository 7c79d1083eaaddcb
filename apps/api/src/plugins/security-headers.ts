// Text stays text (DESIGN.md §7): whatever a visitor or operator typed reaches a browser only as
// data. Every answer forbids content sniffing; the api's own answers (JSON, files) forbid running
// or loading anything should one be opened as a page; and JSON answers write <, > and & as \u
// escapes, so that a value holding `</script>` stays inert even where a caller pastes the raw
// JSON into an HTML page. Parsed, the values are unchanged.
import type { FastifyInstance } from 'fastify';

import { API_PATH_PREFIXES, hasPathPrefix } from './path-prefix';

const HTML_SPECIAL = /[<>&]/g;
const UNICODE_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON text with <, > and & written as \u escapes (valid only inside JSON strings, where they are). */
export function escapeJsonForHtml(json: string): string {
  return json.replace(HTML_SPECIAL, (character) => UNICODE_ESCAPES[character]!);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!hasPathPrefix(request.url, API_PATH_PREFIXES)) return payload;
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload === 'string' && type.startsWith('application/json')) {
      return escapeJsonForHtml(payload);
    }
    return payload;
  });
}
