// The refusals a caller must handle, as response objects with examples: for the chat and
// operator areas every code of the catalogue (spec/chat-widget.md §8) under its HTTP status;
// for the site, the client area and sign-in the `{ result: false, msg }` body with the Korean
// messages the api sends. Schemas are the named components ChatError and ApiError.
import { CHAT_ERROR_CODES, REQUEST_INVALID_CODE } from '@lawfirm/api-client/chat';
import { INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { ChatErrorCodeName } from '@lawfirm/api-client/chat';
import type { OpenAPIV3_1 } from 'openapi-types';

import { CONSULT_RATE_LIMIT_MESSAGE } from '../constants';
import { SERVER_ERROR_MESSAGE } from '../plugins/api-errors';
import { failure } from '../routes/chat-http';
import { NOT_FOUND_MESSAGES } from '../routes/content-not-found';
import { AUTH_ERROR_MESSAGES } from '../routes/members-http';
import type { ApiTag } from './areas';
import type { OperationAuth } from './operations';

type Responses = Record<string, OpenAPIV3_1.ResponseObject>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** An example issue of a malformed request, as both areas list them. */
const EXAMPLE_ISSUE = { path: 'page', message: 'Too small: expected number to be >=1' };

const chatFailure = (code: ChatErrorCodeName) =>
  failure(code, code === REQUEST_INVALID_CODE ? [EXAMPLE_ISSUE] : undefined);

/** Every chat code under its HTTP status (ChatRefused400, ...), each code an example. */
function chatRefusals(): Responses {
  const byStatus = new Map<number, ChatErrorCodeName[]>();
  for (const [code, { status }] of Object.entries(CHAT_ERROR_CODES)) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), code as ChatErrorCodeName]);
  }
  const responses: Responses = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[`ChatRefused${status}`] = {
      description: `Refused with one of: ${codes.join(', ')}.`,
      content: {
        'application/json': {
          schema: ref('ChatError'),
          examples: Object.fromEntries(
            codes.map((code) => [
              code,
              { summary: CHAT_ERROR_CODES[code].meaning, value: chatFailure(code) },
            ]),
          ),
        },
      },
    };
  }
  return responses;
}

function apiRefusal(description: string, name: string, value: ApiErrorBody) {
  return {
    description,
    content: { 'application/json': { schema: ref('ApiError'), examples: { [name]: { value } } } },
  };
}

const refused = (msg: string): ApiErrorBody => ({ result: false, msg });

/** The named refusals, for components/responses. Built once: their texts are constants. */
export const REFUSAL_RESPONSES: Responses = {
  ...chatRefusals(),
  ApiBadRequest: apiRefusal(
    'A value the schemas refuse; `issues` names each, with its path.',
    'invalid',
    { result: false, msg: INVALID_REQUEST_MESSAGE, issues: [EXAMPLE_ISSUE] },
  ),
  ApiSessionNeeded: apiRefusal(
    'No session, or one that ended: sign in again.',
    'session_missing',
    refused(AUTH_ERROR_MESSAGES.session_missing),
  ),
  ApiNotFound: apiRefusal(
    'Nothing answers to this path value.',
    'not_found',
    refused(NOT_FOUND_MESSAGES.faq),
  ),
  ApiRateLimited: apiRefusal(
    'Too many requests from this address; the Retry-After header says when to try again.',
    'rate_limited',
    refused(CONSULT_RATE_LIMIT_MESSAGE),
  ),
  ApiServerError: apiRefusal(
    'The api failed; nothing was changed.',
    'server_error',
    refused(SERVER_ERROR_MESSAGE),
  ),
};

type ResponseRefs = Record<string, OpenAPIV3_1.ReferenceObject>;

const use = (name: keyof typeof REFUSAL_RESPONSES) => ({
  $ref: `#/components/responses/${name}`,
});

const CHAT_RESPONSE_REFS: ResponseRefs = Object.fromEntries(
  Object.keys(REFUSAL_RESPONSES)
    .filter((name) => name.startsWith('ChatRefused'))
    .map((name) => [name.slice('ChatRefused'.length), use(name)]),
);

/**
 * The refusals of one operation, as references: by its area and credential, a 404 where a path
 * value names something, and every status its route declares that has a named refusal.
 */
export function refusalsOf(
  area: ApiTag,
  auth: OperationAuth,
  path: string,
  declared: readonly string[],
): ResponseRefs {
  if (area === 'chat' || area === 'operator') return CHAT_RESPONSE_REFS;
  // Health has no input; sign-in pages answer with redirects, refusals included (/login?reason=).
  if (area === 'health' || path.startsWith('/login/')) return {};
  const responses: ResponseRefs = { '400': use('ApiBadRequest') };
  if (auth === 'member' || declared.includes('401')) responses['401'] = use('ApiSessionNeeded');
  if (path.includes('{') || declared.includes('404')) responses['404'] = use('ApiNotFound');
  if (declared.includes('429')) responses['429'] = use('ApiRateLimited');
  responses['500'] = use('ApiServerError');
  return responses;
}
