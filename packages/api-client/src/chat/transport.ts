// The chat API envelope's transport, spec/chat-widget.md §7 and §8, without zod: every call is
// a POST of `{ d: {...} }` with headers `a` (the stored chat token) and `v` (the API version);
// every answer is `{ result_info: { result_cd, result_type_cd, result_msg }, data }`.
// createChatClient (envelope.ts) adds the data schemas on top; the widget, whose bundle on
// third-party pages cannot afford zod, calls through this directly: the api checks every
// answer against the same schemas before it sends it (its response schemas).
import { API_VERSION, REQUEST_TIMEOUT_MS } from '../constants';
import { createApiClient } from '../http/client';
import type { ResponseParser } from '../http/client';
import { isApiError, unknownError } from '../http/errors';
import type { ApiError } from '../http/errors';

/** spec/chat-widget.md §8: "A chat response is successful when result_type_cd is OK". */
export const CHAT_RESULT_OK = 'OK';

export interface ResultInfo {
  /** OK, or the error code (spec/chat-widget.md §8: E… server, CE… client). */
  result_cd: string;
  /** OK, or FAIL. */
  result_type_cd: string;
  /** A text for the visitor (Korean). */
  result_msg: string;
}

export type ChatResponse<T> = { result_info: ResultInfo; data: T };

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
   * even if not".
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

/** Reads an answer's data, or says why it cannot (createChatClient: the call's schema). */
export type ReadData<T> = (data: unknown) => { ok: true; data: T } | { ok: false; error: ApiError };

export interface ChatTransport {
  /** Never rejects: every failure comes back as `{ ok: false, error }`. */
  call<T>(
    path: string,
    d: Readonly<Record<string, unknown>>,
    readData: ReadData<T>,
    options?: ChatCallOptions,
  ): Promise<ChatResult<T>>;
}

/** The answer's `data` as the api sent it, typed by the caller (the api checked it). */
export function trustedData<T>(data: unknown): { ok: true; data: T } {
  return { ok: true, data: data as T };
}

// The HTTP client reads the body with a parser; the envelope's own check is below.
const anyBody: ResponseParser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

export function createChatTransport({
  baseUrl,
  getToken,
  version = API_VERSION,
  fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ChatClientOptions): ChatTransport {
  // spec/chat-widget.md §7 says "credentials included"; the chat proves who it is with header
  // `a` alone, and the api answers its calls on the widget's hosts without credentials
  // (DESIGN.md §7: no other origin may act with a member's cookie). A call with cookies would
  // be refused by the browser there, so none are sent, on any host.
  const http = createApiClient({ baseUrl, fetch, timeoutMs, credentials: 'omit' });

  return {
    async call(path, d, readData, { allowNotOk = false, signal } = {}) {
      try {
        // Inside the try: reading local storage throws in some sandboxed iframes.
        const token = getToken();
        const body = await http.request(path, {
          method: 'POST',
          body: { d },
          headers: token ? { a: token, v: version } : { v: version },
          schema: anyBody,
          signal,
        });
        const answer = envelopeOf(body);
        if (!answer) {
          return {
            ok: false,
            error: { code: 'INVALID_RESPONSE', message: 'invalid response: no result_info' },
          };
        }
        const resultInfo = answer.result_info;
        // A non-OK answer rarely carries the data the call expects, so the envelope is read
        // first and `data` only once the answer is known to be usable.
        if (!allowNotOk && !isChatOk(resultInfo)) {
          return { ok: false, error: errorOfResultInfo(resultInfo) };
        }
        const data = readData(answer.data);
        if (!data.ok) return { ok: false, error: chatErrorOf(data.error) };
        return { ok: true, data: data.data, resultInfo };
      } catch (error) {
        return { ok: false, error: chatErrorOf(isApiError(error) ? error : unknownError(error)) };
      }
    },
  };
}

/** The envelope of an answer, when it is one: result_info with its three texts. */
export function envelopeOf(body: unknown): ChatResponse<unknown> | undefined {
  if (typeof body !== 'object' || body === null || !('result_info' in body)) return undefined;
  const info = (body as { result_info: unknown }).result_info;
  if (typeof info !== 'object' || info === null) return undefined;
  const { result_cd, result_type_cd, result_msg } = info as Record<string, unknown>;
  if (
    typeof result_cd !== 'string' ||
    typeof result_type_cd !== 'string' ||
    typeof result_msg !== 'string'
  ) {
    return undefined;
  }
  return {
    result_info: { result_cd, result_type_cd, result_msg },
    data: (body as { data?: unknown }).data,
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
    const envelope = envelopeOf(error.body);
    if (envelope) return errorOfResultInfo(envelope.result_info, error.status);
    return { code: error.code, message: error.message, status: error.status };
  }
  return { code: error.code, message: error.message };
}
