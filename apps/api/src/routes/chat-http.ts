// The chat's HTTP conventions (spec/chat-widget.md §8), shared by the visitor's calls and the
// operator API: every answer is the result_info envelope; a refused call answers one code of
// the catalogue with its HTTP status; a malformed request answers CE000200001 with every issue
// and its path.
import {
  CHAT_ERROR_CODES,
  CHAT_RESULT_FAIL,
  CHAT_RESULT_OK,
  REQUEST_INVALID_CODE,
} from '@lawfirm/api-client/chat';
import type { ChatErrorCodeName, ChatFailureBody } from '@lawfirm/api-client/chat';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

import { ChatError } from '../chat/chat-error';
import { safeParseRequest } from '../plugins/request-validation';

export class ChatRequestInvalid extends Error {
  constructor(readonly issues: Array<{ path: string; message: string }>) {
    super('the chat request is malformed');
  }
}

export const chatValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParseRequest(schema, data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { error: new ChatRequestInvalid(issues) };
  };

export function failure(
  code: ChatErrorCodeName,
  issues?: ChatFailureBody['issues'],
): ChatFailureBody {
  return {
    result_info: {
      result_cd: code,
      result_type_cd: CHAT_RESULT_FAIL,
      result_msg: CHAT_ERROR_CODES[code].message,
    },
    data: null,
    ...(issues ? { issues } : {}),
  };
}

export function chatErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ChatRequestInvalid) {
    return reply.code(400).send(failure(REQUEST_INVALID_CODE, error.issues));
  }
  if (error instanceof ChatError) {
    request.log.info({ code: error.code }, error.message);
    return reply.code(error.status).send(failure(error.code));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    // A rate limit (operator sign-in): §8 CE000300009 "try again shortly".
    return reply.code(429).send(failure('CE000300009'));
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, a wrong content type, a body too large.
    return reply
      .code(status)
      .send(failure(REQUEST_INVALID_CODE, [{ path: '', message: error.message }]));
  }
  request.log.error({ err: error }, 'chat call failed');
  return reply.code(500).send(failure('E000100001'));
}

export const ok = <T>(data: T) => ({
  result_info: { result_cd: CHAT_RESULT_OK, result_type_cd: CHAT_RESULT_OK, result_msg: '' },
  data,
});
