// The fake network's handlers are built only through these helpers: a call's path constant,
// its response schema and a body typed by that schema, so that a change of the contract breaks
// every handler that no longer matches it at compile time.
import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * `path` on any origin: the tests' client (an absolute base URL) and Storybook's (same origin)
 * reach the same handler. The query string takes no part in matching.
 */
export function anyOrigin(path: string): string {
  return `*${path}`;
}

/** A JSON response whose body must be what `schema` accepts from the wire. */
export function jsonFor<Schema extends z.ZodType>(
  _schema: Schema,
  body: z.input<Schema>,
  init?: ResponseInit,
): Response {
  return HttpResponse.json(body as JsonBodyType, init);
}

/**
 * Answers `method path` with `body`, checked against the call's response schema at compile
 * time. For an answer that depends on the request, write the handler with `http` and `jsonFor`.
 */
export function answer<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  body: z.input<NoInfer<Schema>>,
  { method = 'get' }: { method?: HttpMethod } = {},
): HttpHandler {
  return http[method](anyOrigin(path), () => jsonFor(schema, body));
}

/**
 * Makes `method path` fail: an HTTP error status with a JSON error body (the client's
 * HTTP_ERROR), or `'network'` for a connection that fails (its FETCH_ERROR).
 */
export function fail(
  path: string,
  status: number | 'network' = 500,
  { method = 'get' }: { method?: HttpMethod } = {},
): HttpHandler {
  return http[method](anyOrigin(path), () =>
    status === 'network'
      ? HttpResponse.error()
      : HttpResponse.json({ statusCode: status, message: 'failed on purpose' }, { status }),
  );
}
