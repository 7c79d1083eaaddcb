// The fake network of the form's tests and stories: call #13's case fields and call #12's
// answers, built with @lawfirm/api-client/msw's helpers and typed by the calls' own schemas.
// Call #12's handler reads each request with the api's body schema and records it with its
// Idempotency-Key, so a test sees exactly what the api would have received.
import {
  INVALID_REQUEST_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  apiErrorBodySchema,
} from '@lawfirm/api-client';
import { anyOrigin, jsonFor } from '@lawfirm/api-client/msw';
import {
  CONSULTING_PATH,
  consultingBodySchema,
  consultingResponseSchema,
} from '@lawfirm/api-client/site';
import type { ConsultingBodyInput, ConsultingResponse } from '@lawfirm/api-client/site';
import { HttpResponse, http } from 'msw';

// Call #13's case fields and handler are api-client's, shared with the site's tests.
export {
  corporateFields,
  fieldListHandler,
  firmFields,
  seoFieldListHandler,
} from '@lawfirm/api-client/msw';

/** The api's 429 msg (apps/api CONSULT_RATE_LIMIT_MESSAGE). */
export const RATE_LIMIT_MESSAGE =
  '짧은 시간에 상담 신청이 너무 많이 접수되었습니다. 잠시 후 다시 시도해 주세요.';

/** One answer of call #12. */
export type ConsultingReply = () => Response | Promise<Response>;

/** 200: stored. */
export const stored =
  (extra: Partial<ConsultingResponse> = {}): ConsultingReply =>
  () =>
    jsonFor(consultingResponseSchema, { result: true, isNotComplete: false, ...extra });

/** A 2xx that says result false, with or without a msg. */
export const notStored =
  (msg?: string): ConsultingReply =>
  () =>
    jsonFor(
      consultingResponseSchema,
      msg === undefined ? { result: false } : { result: false, msg },
    );

/** An error status with the api's `{ result: false, msg }` body (400, 409, 429, 500). */
export const refused =
  (status: number, msg: string, headers?: Record<string, string>): ConsultingReply =>
  () =>
    jsonFor(apiErrorBodySchema, { result: false, msg }, { status, headers });

/** 429, as the api's rate limit answers the sixth request in ten minutes. */
export const rateLimited = (): ConsultingReply =>
  refused(429, RATE_LIMIT_MESSAGE, { 'Retry-After': '600' });

/** An error status whose body carries no msg (a proxy's page, for instance). */
export const serverError =
  (status = 502): ConsultingReply =>
  () =>
    HttpResponse.json({ statusCode: status, message: 'bad gateway' }, { status });

/** No answer at all: the connection failed. */
export const networkError = (): ConsultingReply => () => HttpResponse.error();

/** `reply`, once `gate` opens: a request that stays on its way until the test says. */
export const held =
  (gate: Promise<unknown>, reply: ConsultingReply): ConsultingReply =>
  async () => {
    await gate;
    return reply();
  };

export interface ConsultingRequest {
  url: string;
  body: ConsultingBodyInput;
  idempotencyKey: string | null;
}

/**
 * Call #12, answering with `replies` in turn (the last one repeats; stored() when none), and
 * recording every request. A body the api's schema refuses gets the api's 400.
 */
export function consultingEndpoint(...replies: ConsultingReply[]) {
  const requests: ConsultingRequest[] = [];
  const handler = http.post(anyOrigin(CONSULTING_PATH), async ({ request }) => {
    const parsed = consultingBodySchema.safeParse(await request.json());
    if (!parsed.success) return refused(400, INVALID_REQUEST_MESSAGE)();
    requests.push({
      url: request.url,
      body: parsed.data,
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
    const reply = replies[Math.min(requests.length, replies.length) - 1] ?? stored();
    return reply();
  });
  return { handler, requests };
}
