// The api's answer to a request it cannot serve, in the envelope the site reads (spec/site.md §7:
// `result`, `msg`): a rejected request gets 400 `apiErrorBodyOf(zodError)` with every issue and
// its path, other client errors the same body with Fastify's reason, server errors a Korean
// message without internals. Register it inside a route plugin: both settings are encapsulated,
// so they apply to that plugin's routes only.
import { apiErrorBodyOf, INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import type { z } from 'zod';

import { safeParseRequest } from './request-validation';

/** What a visitor reads when the api itself failed. */
export const SERVER_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** A request a zod schema rejected; carries the ZodError so that every issue keeps its path. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly zodError: z.ZodError) {
    super(zodError.message);
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates with the zod schema of the route, like fastify-type-provider-zod's compiler, but
 * keeps the ZodError itself (that compiler flattens it into Ajv-style entries), and refuses a
 * value the schema throws on (request-validation.ts).
 */
export const apiValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParseRequest(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  };

export function apiErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof RequestValidationError) {
    return reply.code(400).send(apiErrorBodyOf(error.zodError));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, a wrong content type, a body too large: Fastify's reason for the developer.
    const body: ApiErrorBody = {
      result: false,
      msg: INVALID_REQUEST_MESSAGE,
      issues: [{ path: '', message: error.message }],
    };
    return reply.code(statusCode).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  const body: ApiErrorBody = { result: false, msg: SERVER_ERROR_MESSAGE };
  return reply.code(500).send(body);
}

/** Makes the routes registered on `app` (an encapsulated plugin) answer errors as above. */
export function useApiErrors(app: FastifyInstance): void {
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setErrorHandler(apiErrorHandler);
}
