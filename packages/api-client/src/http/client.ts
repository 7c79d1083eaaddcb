// The HTTP core every call goes through: base URL, JSON, credentials, time-out, schema
// parsing and the mapping of every failure to one ApiError code. The chat envelope
// (src/chat/envelope.ts) is built on it, so these rules exist once.
import type { z } from 'zod';

import { REQUEST_TIMEOUT_MS } from '../constants';

import { ApiError, TIMEOUT_MESSAGE, httpError, invalidResponseError, unknownError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /**
   * Where the API lives: an origin with an optional path prefix (`https://api.example.kr`,
   * `http://127.0.0.1:3001/v2`), a path prefix (`/backend`), or '' for the page's own
   * origin. Outside a browser (server rendering, tests) it must be absolute.
   */
  baseUrl: string;
  /** spec/chat-widget.md §7: 10 s unless told otherwise. */
  timeoutMs?: number;
  /** Another fetch (a server-side one that forwards cookies, for instance). */
  fetch?: typeof fetch;
  /** Headers sent with every request; a request's own headers win. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Whether the browser sends its cookies: 'include' (the site's calls, whose session is a
   * cookie) unless told otherwise; the chat sends none (chat/transport.ts).
   */
  credentials?: RequestCredentials;
}

/**
 * Reads a 2xx body: a zod schema of this package, or (the widget's chat transport) a parser
 * that takes the body as it is.
 */
export interface ResponseParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.ZodError };
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; null and undefined values are left out. */
  query?: QueryParams;
  /** Parses the 2xx body; what it returns is what the request resolves to. */
  schema: ResponseParser<T>;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Resolves to the body parsed by `schema`; rejects only with an ApiError. */
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
}

export function createApiClient({
  baseUrl,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch: customFetch,
  headers: defaultHeaders = {},
  credentials = 'include',
}: ApiClientOptions): ApiClient {
  if (baseUrl !== '' && !/^(https?:\/\/|\/)/.test(baseUrl)) {
    throw new Error(
      `baseUrl must be '', a path starting with '/', or an http(s) URL; got '${baseUrl}'`,
    );
  }
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`timeoutMs must be a positive number; got ${timeoutMs}`);
  }
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called
  // as a method of another object. The global is read per call so polyfills still apply.
  const doFetch: typeof fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    baseUrl,
    async request(path, { method = 'GET', body, query, schema, signal, headers }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const init: RequestInit = {
        method,
        credentials,
        headers: {
          Accept: 'application/json',
          // Only with a body: a JSON content type on a GET would force a CORS preflight.
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...defaultHeaders,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      };

      let response: Response;
      let text: string;
      try {
        response = await doFetch(joinUrl(baseUrl, path, query), init);
        // Read inside the try: the time-out also covers a body that arrives too slowly.
        text = await response.text();
      } catch (error) {
        throw failureOf(error, timeout, signal);
      }

      const json = parseJson(text);
      if (!response.ok) {
        throw httpError(response.status, response.statusText, json.ok ? json.value : text);
      }
      if (!json.ok) {
        throw new ApiError('INVALID_RESPONSE', 'invalid response: body is not JSON', {
          cause: json.error,
        });
      }
      const parsed = schema.safeParse(json.value);
      if (!parsed.success) throw invalidResponseError(parsed.error);
      return parsed.data;
    },
  };
}

/**
 * Joins base and path with exactly one slash between them, and appends the query encoded
 * (to a path that may already carry one).
 */
export function joinUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const relative = `/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const encoded = search.toString();
  if (!encoded) return `${base}${relative}`;
  return `${base}${relative}${relative.includes('?') ? '&' : '?'}${encoded}`;
}

function failureOf(error: unknown, timeout: AbortSignal, callerSignal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  // The caller's own cancellation wins: it is not a failure to report.
  if (callerSignal?.aborted) {
    return new ApiError('ABORTED', 'request aborted', { cause: callerSignal.reason });
  }
  if (timeout.aborted) return new ApiError('TIMEOUT', TIMEOUT_MESSAGE, { cause: error });
  // fetch rejects with a TypeError, and only then, when no HTTP answer came back.
  if (error instanceof TypeError) {
    return new ApiError('FETCH_ERROR', error.message || 'network request failed', { cause: error });
  }
  return unknownError(error);
}

type JsonResult = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string): JsonResult {
  // An empty body (204, or a bare 200) reads as undefined; the schema decides if that is fine.
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}
