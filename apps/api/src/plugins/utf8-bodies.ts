// Request bodies are UTF-8 text (DESIGN.md §7: bad input gets a 400 and changes nothing). Node's
// decoder turns bytes that are not UTF-8 into U+FFFD without a word, so a body holding them would
// be stored with its text silently changed; the api refuses such a body instead, before parsing.
import { isUtf8 } from 'node:buffer';

import type { FastifyInstance } from 'fastify';

/** The refusal's reason, read by developers in each area's error envelope. */
export const NOT_UTF8_MESSAGE = 'the request body is not valid UTF-8';

/** A 400 for a body that is not UTF-8; every area's error handler answers it in its envelope. */
export function notUtf8Error(): Error & { statusCode: number } {
  return Object.assign(new Error(NOT_UTF8_MESSAGE), { statusCode: 400 });
}

/** The text of a body given as bytes, or a 400 error when they are not UTF-8. */
export function utf8TextOf(body: Buffer): string | Error {
  return isUtf8(body) ? body.toString('utf8') : notUtf8Error();
}

/**
 * Replaces Fastify's JSON parser with one that checks the bytes first, then parses as Fastify
 * does (prototype poisoning refused). Register on the root instance: every plugin inherits it.
 */
export function registerUtf8JsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = utf8TextOf(body as Buffer);
    if (text instanceof Error) done(text, undefined);
    else parseJson(request, text, done);
  });
}
