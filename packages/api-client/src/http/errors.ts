// The one error type of every call. `code` is the discriminant callers switch on;
// spec/chat-widget.md §8 describes the readings (FETCH_ERROR, 'request timed out',
// status code and text, the error message or 'unknown error').
import type { z } from 'zod';

export type ApiErrorCode =
  /** The request never got an HTTP answer (DNS, refused connection, CORS, offline). */
  | 'FETCH_ERROR'
  /** The time-out elapsed before the answer was read. */
  | 'TIMEOUT'
  /** An HTTP answer outside 2xx. */
  | 'HTTP_ERROR'
  /** A 2xx answer that is not JSON or that the call's schema rejects. */
  | 'INVALID_RESPONSE'
  /**
   * The caller's own signal aborted the request (a query was cancelled, a component
   * unmounted). Not in the spec: kept apart so that it is never shown as a failure.
   */
  | 'ABORTED'
  | 'UNKNOWN';

export interface ApiErrorDetails {
  /** HTTP_ERROR only. */
  status?: number;
  /** HTTP_ERROR only. */
  statusText?: string;
  /** HTTP_ERROR only: the parsed JSON body, or its text when it is not JSON. */
  body?: unknown;
  /** INVALID_RESPONSE only, when a schema rejected the body. */
  issues?: readonly z.core.$ZodIssue[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly body: unknown;
  readonly issues: readonly z.core.$ZodIssue[] | undefined;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
    this.issues = details.issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request that got no HTTP answer because the network cut it off or it timed out. */
export function isCutOff(error: unknown): error is ApiError {
  return isApiError(error) && (error.code === 'FETCH_ERROR' || error.code === 'TIMEOUT');
}

/**
 * A request that got no HTTP answer: cut off (the network, or the page being left), timed out
 * or cancelled. It says nothing of what the server would have answered.
 */
export function isUnanswered(error: unknown): error is ApiError {
  return isCutOff(error) || (isApiError(error) && error.code === 'ABORTED');
}

export const TIMEOUT_MESSAGE = 'request timed out';
export const UNKNOWN_ERROR_MESSAGE = 'unknown error';

/** HTTP_ERROR: status and text, plus the server's own message when the body carries one. */
export function httpError(status: number, statusText: string, body: unknown): ApiError {
  const serverMessage = messageOf(body);
  const head = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  return new ApiError('HTTP_ERROR', serverMessage ? `${head}: ${serverMessage}` : head, {
    status,
    statusText,
    body,
  });
}

/**
 * INVALID_RESPONSE from a schema failure: the message lists every issue with its path.
 * `at` names where the parsed value sits in the body (`['data']` for a chat answer's data).
 */
export function invalidResponseError(error: z.ZodError, at: readonly PropertyKey[] = []): ApiError {
  const issues = error.issues
    .map((issue) => {
      const path = [...at, ...issue.path].map(String).join('.');
      return `${path || '(root)'}: ${issue.message}`;
    })
    .join('; ');
  return new ApiError('INVALID_RESPONSE', `invalid response: ${issues}`, {
    issues: error.issues,
    cause: error,
  });
}

/** UNKNOWN: "the error message or 'unknown error'" (spec/chat-widget.md §8). */
export function unknownError(cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : UNKNOWN_ERROR_MESSAGE;
  return new ApiError('UNKNOWN', message, { cause });
}

// Fastify answers errors with `message`; the site's own calls use `msg` (spec/site.md §7 #12).
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof msg === 'string' && msg) return msg;
  return undefined;
}
