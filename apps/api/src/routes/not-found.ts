// What a request for no route gets. A path that exists with another method answers 405 with
// Allow; a path that does not exist answers 404. Each area answers in its own envelope, so a
// client reads one shape from every call it makes: the chat calls and the operator API the
// result_info envelope (spec/chat-widget.md §8), the site's calls `{ result, msg, issues }`
// (spec/site.md §7), anything else plain text.
import { METHOD_NOT_ALLOWED_CODE, NO_SUCH_CALL_CODE } from '@lawfirm/api-client/chat';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { hasPathPrefix } from '../plugins/path-prefix';
import { failure } from './chat-http';
import type { RouteCatalogue } from './route-catalogue';

/** What a visitor reads for an address the api does not have (the site's calls). */
export const NO_ROUTE_MESSAGE = '요청하신 주소를 찾을 수 없습니다.';

const CHAT_PREFIXES = ['/chatctm', '/chatops'];
const SITE_API_PREFIXES = ['/api'];

/**
 * Sets the not-found handler of `app`. Set it before the site host's catch-all, which inherits
 * it; `catalogue` must have recorded the routes from the start.
 */
export function registerNotFound(app: FastifyInstance, catalogue: RouteCatalogue): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allow = catalogue.allowedMethods(path);
    const status = allow.length > 0 ? 405 : 404;
    if (status === 405) reply.header('allow', allow.join(', '));
    const reason =
      status === 405
        ? `${request.method} is not allowed for ${path}: use ${allow.join(' or ')}`
        : `No route for ${request.method} ${path}`;
    if (hasPathPrefix(path, CHAT_PREFIXES)) {
      const code = status === 405 ? METHOD_NOT_ALLOWED_CODE : NO_SUCH_CALL_CODE;
      return reply.code(status).send(failure(code, [{ path: '', message: reason }]));
    }
    if (hasPathPrefix(path, SITE_API_PREFIXES)) {
      const body: ApiErrorBody = {
        result: false,
        msg: NO_ROUTE_MESSAGE,
        issues: [{ path: '', message: reason }],
      };
      return reply.code(status).send(body);
    }
    return reply.code(status).type('text/plain; charset=utf-8').send(reason);
  });
}
