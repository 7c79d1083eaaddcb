// The chat API envelope, spec/chat-widget.md §7 and §8: every call is a POST of `{ d: {...} }`
// with headers `a` (the stored chat token) and `v` (the API version); every answer is
// `{ result_info: { result_cd, result_type_cd, result_msg }, data }`. Transport, time-out and
// error codes come from the HTTP client; this module adds only the envelope's own rules.
import { z } from 'zod';

import { API_VERSION, REQUEST_TIMEOUT_MS } from '../constants';
import { apiErrorIssueSchema } from '../entities/api-error';
import { createApiClient } from '../http/client';
import { invalidResponseError, isApiError, unknownError } from '../http/errors';
import type { ApiError } from '../http/errors';
import { CHAT_ERROR_CODES, CHAT_RESULT_FAIL } from './error-codes';
import type { ChatErrorCodeName } from './error-codes';

/** spec/chat-widget.md §8: "A chat response is successful when result_type_cd is OK". */
export const CHAT_RESULT_OK = 'OK';

export const resultInfoSchema = z
  .object({
    /** OK, or the error code (spec/chat-widget.md §8: E… server, CE… client). */
    result_cd: z.string(),
    /** OK, or FAIL. */
    result_type_cd: z.string(),
    /** A text for the visitor (Korean). */
    result_msg: z.string(),
  })
  .meta({
    id: 'ResultInfo',
    description: 'How the call went: result_type_cd OK, or FAIL with the code in result_cd.',
  });

export type ResultInfo = z.infer<typeof resultInfoSchema>;

/**
 * A refused chat call (spec/chat-widget.md §8): one code of the catalogue with its Korean text,
 * no data, and for a malformed request (CE000200001) every issue with its path.
 */
export const chatFailureBodySchema = z
  .object({
    result_info: resultInfoSchema.extend({
      result_cd: z.enum(
        Object.keys(CHAT_ERROR_CODES) as [ChatErrorCodeName, ...ChatErrorCodeName[]],
      ),
      result_type_cd: z.literal(CHAT_RESULT_FAIL),
    }),
    data: z.null(),
    issues: z.array(apiErrorIssueSchema).optional(),
  })
  .meta({ id: 'ChatError', description: 'A refused chat or operator call.' });

export type ChatFailureBody = z.infer<typeof chatFailureBodySchema>;

/** The whole answer of one chat call; the api app builds its replies with the same schema. */
export function chatResponseSchema<S extends z.ZodType>(dataSchema: S) {
  return z.object({ result_info: resultInfoSchema, data: dataSchema });
}

export type ChatResponse<T> = { result_info: ResultInfo; data: T };

// A non-OK answer rarely carries the data the call expects, so the envelope is read first
// and `data` only once the answer is known to be usable.
const anyChatResponseSchema = chatResponseSchema(z.unknown());

export function isChatOk(resultInfo: Pick<ResultInfo, 'result_type_cd'>): boolean {
  return resultInfo.result_type_cd === CHAT_RESULT_OK;
}

export interface ChatError {
  /** result_cd of a non-OK answer (E…, CE…), otherwise an ApiErrorCode such as FETCH_ERROR. */
  code: string;
  message: string;
  /** HTTP status, when an HTTP answer came back. */
  status?: number;
  /** result_type_cd, when the server sent one: spec §8 maps the code to a text, then the type. */
  type?: string;
}

export type ChatResult<T> =
  { ok: true; data: T; resultInfo: ResultInfo } | { ok: false; error: ChatError };

export interface ChatCallOptions {
  /**
   * Accept an answer whatever its result_type_cd: spec §8, "the authenticate call is accepted
   * even if not". Its data is still parsed with the call's schema.
   */
  allowNotOk?: boolean;
  signal?: AbortSignal;
}

export interface ChatClientOptions {
  /** The client API host; '' for the page's own origin. */
  baseUrl: string;
  /** Reads the stored chat token (spec §9: kept in local storage); sent as header `a`. */
  getToken: () => string | null | undefined;
  /** Sent as header `v`; spec §9 "API version 1.0.0". */
  version?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ChatClient {
  /** Never rejects: every failure comes back as `{ ok: false, error }`. */
  call<S extends z.ZodType>(
    path: string,
    d: Readonly<Record<string, unknown>>,
    dataSchema: S,
    options?: ChatCallOptions,
  ): Promise<ChatResult<z.infer<S>>>;
}

export function createChatClient({
  baseUrl,
  getToken,
  version = API_VERSION,
  fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ChatClientOptions): ChatClient {
  const http = createApiClient({ baseUrl, fetch, timeoutMs });

  return {
    async call(path, d, dataSchema, { allowNotOk = false, signal } = {}) {
      try {
        // Inside the try: reading local storage throws in some sandboxed iframes.
        const token = getToken();
        const answer = await http.request(path, {
          method: 'POST',
          body: { d },
          headers: token ? { a: token, v: version } : { v: version },
          schema: anyChatResponseSchema,
          signal,
        });
        const resultInfo = answer.result_info;
        if (!allowNotOk && !isChatOk(resultInfo)) {
          return { ok: false, error: errorOfResultInfo(resultInfo) };
        }
        const data = dataSchema.safeParse(answer.data);
        if (!data.success) {
          return { ok: false, error: chatErrorOf(invalidResponseError(data.error, ['data'])) };
        }
        return { ok: true, data: data.data, resultInfo };
      } catch (error) {
        return { ok: false, error: chatErrorOf(isApiError(error) ? error : unknownError(error)) };
      }
    },
  };
}

function errorOfResultInfo(resultInfo: ResultInfo, status?: number): ChatError {
  return {
    code: resultInfo.result_cd,
    message: resultInfo.result_msg,
    type: resultInfo.result_type_cd,
    ...(status === undefined ? {} : { status }),
  };
}

function chatErrorOf(error: ApiError): ChatError {
  if (error.code === 'HTTP_ERROR') {
    // An error status that still carries an envelope (401 with a token-expired result_cd)
    // keeps the server's code, so that the widget can react to it (re-authenticate).
    const envelope = anyChatResponseSchema.safeParse(error.body);
    if (envelope.success) return errorOfResultInfo(envelope.data.result_info, error.status);
    return { code: error.code, message: error.message, status: error.status };
  }
  return { code: error.code, message: error.message };
}
