// Call #12 POST /api/consulting (spec/site.md §7; the form of §2 Corporate consultation form).
// One encapsulated plugin, so that its rate limit and its error answers apply to this route only.
import rateLimit from '@fastify/rate-limit';
import {
  apiErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from '@lawfirm/api-client';
import {
  CONSULTING_PATH,
  consultingBodySchema,
  consultingHeadersSchema,
  consultingResponseSchema,
} from '@lawfirm/api-client/site';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CONSULT_RATE_LIMIT, CONSULT_RATE_LIMIT_MESSAGE } from '../constants';
import type { Database } from '../db/create-database';
import { apiErrorHandler, apiValidatorCompiler } from '../plugins/api-errors';
import { submitConsultation } from '../services/consult-service';
import type { RateLimitStore } from '../plugins/rate-limit-store';

export interface ConsultRoutesOptions {
  database: Database;
  /** Where the per-address counts live (Redis when set, shared by every instance). */
  rateLimitStore?: RateLimitStore;
}

/** Sent with a replayed answer, so a client (and a test) can tell a retry from a first submit. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Thrown by the rate limiter; answered 429 with the Korean message the site alerts. */
class TooManyConsultationsError extends Error {
  readonly statusCode = 429;
  constructor(retryAfter: string) {
    super(`consultation rate limit exceeded, retry in ${retryAfter}`);
    this.name = 'TooManyConsultationsError';
  }
}

function consultErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof TooManyConsultationsError) {
    const body: ApiErrorBody = { result: false, msg: CONSULT_RATE_LIMIT_MESSAGE };
    return reply.code(429).send(body);
  }
  return apiErrorHandler(error, request, reply);
}

export const consultRoutes: FastifyPluginAsyncZod<ConsultRoutesOptions> = async (
  app,
  { database, rateLimitStore },
) => {
  // As plugins/api-errors.ts's useApiErrors, with the 429 answer added.
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setErrorHandler(consultErrorHandler);
  // Counted on request, before the body is read: every POST from an address counts, retries and
  // refused ones included.
  await app.register(rateLimit, {
    ...rateLimitStore,
    global: false,
    errorResponseBuilder: (_request, context) => new TooManyConsultationsError(context.after),
  });

  app.post(
    CONSULTING_PATH,
    {
      config: {
        rateLimit: { max: CONSULT_RATE_LIMIT.max, timeWindow: CONSULT_RATE_LIMIT.timeWindowMs },
      },
      schema: {
        summary: 'Submits a corporate consultation request (call #12)',
        description:
          `Checks the spec/site.md §5 rules in order and answers the first broken one's Korean ` +
          `message as msg (400). An ${IDEMPOTENCY_KEY_HEADER} header (printable ASCII, at most ` +
          `${IDEMPOTENCY_KEY_MAX_LENGTH}) makes a retry count once for 24 hours: the same body ` +
          `gets the first answer again, another body 409. At most ${CONSULT_RATE_LIMIT.max} ` +
          `requests per address per ${CONSULT_RATE_LIMIT.timeWindowMs / 60_000} minutes (429).`,
        headers: consultingHeadersSchema,
        body: consultingBodySchema,
        response: {
          200: consultingResponseSchema,
          400: apiErrorBodySchema,
          409: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await submitConsultation(database.db, {
        body: request.body,
        clientAddress: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (outcome.status !== 200) return reply.code(outcome.status).send(outcome.answer);
      if (outcome.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return outcome.answer;
    },
  );
};
