// What a request for no route gets, and a request whose address the router cannot read. A path
// that exists with another method answers 405 with Allow; a path that does not exist answers 404;
// an address that cannot be read (a broken %-escape, a path parameter over
// MAX_PATH_PARAMETER_LENGTH characters) answers 400. Each area answers in its own envelope, so a
// client reads one shape from every call it makes: the chat calls and the operator API the
// result_info envelope (spec/chat-widget.md §8), the site's calls `{ result, msg, issues }`
// (spec/site.md §7), pages a short Korean page, anything else plain text.
import {
  METHOD_NOT_ALLOWED_CODE,
  NO_SUCH_CALL_CODE,
  REQUEST_INVALID_CODE,
} from '@lawfirm/api-client/chat';
import { INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { hasPathPrefix } from '../plugins/path-prefix';
import { failure } from './chat-http';
import type { RouteCatalogue } from './route-catalogue';

/** What a visitor reads for an address the api does not have (the site's calls). */
export const NO_ROUTE_MESSAGE = '요청하신 주소를 찾을 수 없습니다.';

/**
 * The longest path parameter the router reads (Fastify's `maxParamLength`, set from here). No
 * id, code or slug of the api comes near it.
 */
export const MAX_PATH_PARAMETER_LENGTH = 100;

const CHAT_PREFIXES = ['/chatctm', '/chatops'];
const SITE_API_PREFIXES = ['/api'];

/** A page's address that cannot be read: said in Korean, with the way home. */
const UNREADABLE_ADDRESS_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>잘못된 주소</title></head>
<body><main><h1>주소가 올바르지 않습니다</h1>
<p>입력하신 주소를 읽을 수 없습니다. 주소를 다시 확인해 주세요.</p>
<p><a href="/">홈으로 가기</a></p></main></body></html>`;

type Answer = 'no-route' | 'method-not-allowed' | 'unreadable';

const STATUS_OF: Record<Answer, number> = {
  'no-route': 404,
  'method-not-allowed': 405,
  unreadable: 400,
};

const CHAT_CODE_OF = {
  'no-route': NO_SUCH_CALL_CODE,
  'method-not-allowed': METHOD_NOT_ALLOWED_CODE,
  unreadable: REQUEST_INVALID_CODE,
} as const;

function answerInArea(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  reason: string,
): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? '';
  const status = STATUS_OF[answer];
  if (hasPathPrefix(path, CHAT_PREFIXES)) {
    return reply.code(status).send(failure(CHAT_CODE_OF[answer], [{ path: '', message: reason }]));
  }
  if (hasPathPrefix(path, SITE_API_PREFIXES)) {
    const body: ApiErrorBody = {
      result: false,
      msg: answer === 'unreadable' ? INVALID_REQUEST_MESSAGE : NO_ROUTE_MESSAGE,
      issues: [{ path: '', message: reason }],
    };
    return reply.code(status).send(body);
  }
  if (answer === 'unreadable') {
    return reply.code(status).type('text/html; charset=utf-8').send(UNREADABLE_ADDRESS_PAGE);
  }
  return reply.code(status).type('text/plain; charset=utf-8').send(reason);
}

const tooLongReason = (path: string) =>
  `A path parameter of ${path} is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`;

/**
 * Sets the not-found handler of `app`. Set it before the site host's catch-all, which inherits
 * it; `catalogue` must have recorded the routes from the start.
 */
export function registerNotFound(app: FastifyInstance, catalogue: RouteCatalogue): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allow = catalogue.allowedMethods(path);
    // The path has this method's route, yet the router found none: a parameter was too long for
    // it (the router then falls through to a catch-all rather than to frameworkErrors), or the
    // path differs from the route by a trailing slash.
    if (allow.includes(request.method)) {
      const tooLong = path.split('/').some((part) => part.length > MAX_PATH_PARAMETER_LENGTH);
      if (tooLong) return answerInArea(request, reply, 'unreadable', tooLongReason(path));
      return answerInArea(request, reply, 'no-route', `No route for ${request.method} ${path}`);
    }
    if (allow.length > 0) {
      reply.header('allow', allow.join(', '));
      const reason = `${request.method} is not allowed for ${path}: use ${allow.join(' or ')}`;
      return answerInArea(request, reply, 'method-not-allowed', reason);
    }
    return answerInArea(request, reply, 'no-route', `No route for ${request.method} ${path}`);
  });
}

/**
 * Fastify's `frameworkErrors`: the router could not read the address (FST_ERR_BAD_URL for a
 * broken %-escape, FST_ERR_MAX_PARAM_LENGTH). Answered in the area's envelope, not Fastify's.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? '';
  const reason =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? tooLongReason(path)
      : `The address ${path} cannot be read: ${error.message}`;
  return answerInArea(request, reply, 'unreadable', reason);
}
