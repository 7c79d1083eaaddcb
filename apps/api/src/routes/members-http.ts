// The HTTP side of the members area shared by its routes: cookies in and out, the Korean
// messages of its refusals, and its error handler (an AuthError is answered with its own status;
// everything else as plugins/api-errors.ts answers it).
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { isAuthError, SESSION_COOKIE_NAME } from '../auth';
import type { AuthError, AuthErrorCode, CookieToSet, Sessions } from '../auth';
import { apiErrorHandler } from '../plugins/api-errors';
import { crossOriginReason } from '../plugins/same-origin';

const SIGN_IN_AGAIN = '로그인을 완료하지 못했습니다. 처음부터 다시 시도해 주세요.';
const SESSION_NEEDED = '로그인이 필요합니다. 다시 로그인해 주세요.';

/** What a visitor reads for each refusal of the sign-in module; the English reason follows. */
export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, string> = {
  unknown_provider: '지원하지 않는 로그인 방식입니다.',
  provider_not_configured:
    '지금은 이 계정으로 로그인할 수 없습니다. 다른 계정으로 로그인해 주세요.',
  state_missing: SIGN_IN_AGAIN,
  state_invalid: SIGN_IN_AGAIN,
  state_expired: '로그인 시간이 지났습니다. 처음부터 다시 시도해 주세요.',
  state_mismatch: SIGN_IN_AGAIN,
  state_reused: SIGN_IN_AGAIN,
  verifier_missing: SIGN_IN_AGAIN,
  code_exchange_failed: SIGN_IN_AGAIN,
  provider_unavailable: '로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  profile_invalid: '로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  session_missing: SESSION_NEEDED,
  session_invalid: SESSION_NEEDED,
  session_expired: SESSION_NEEDED,
  token_invalid: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
};

/** A call that only the site's own pages may make, sent from another site's page. */
export const OTHER_SITE_MESSAGE = '이 요청은 법무법인 사이트에서만 보낼 수 있습니다.';

/** The answer for a case that is missing or another member's: the same for both. */
export const CASE_NOT_FOUND_MESSAGE = '요청하신 사건을 찾을 수 없습니다.';

/** `{ result: false, msg, issues }`: the Korean message and the module's English reason. */
export function authErrorBody(error: AuthError): ApiErrorBody {
  return {
    result: false,
    msg: AUTH_ERROR_MESSAGES[error.code],
    issues: [{ path: '', message: error.message }],
  };
}

/**
 * A hook that refuses, with 403 and nothing changed, a call from a page on none of `siteOrigins`
 * (the origins the site's pages are served from) nor the origin it was addressed to
 * (plugins/same-origin.ts).
 */
export function refuseOtherOrigins(siteOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const reason = crossOriginReason(request, siteOrigins);
    if (reason === undefined) return;
    const body: ApiErrorBody = {
      result: false,
      msg: OTHER_SITE_MESSAGE,
      issues: [{ path: '', message: reason }],
    };
    return reply.code(403).send(body);
  };
}

export function setCookie(reply: FastifyReply, cookie: CookieToSet): FastifyReply {
  return reply.setCookie(cookie.name, cookie.value, cookie.options);
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME];
}

const UNUSABLE_SESSION = new Set<AuthErrorCode>(['session_invalid', 'session_expired']);

export function membersErrorHandler(sessions: Sessions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (!isAuthError(error)) return apiErrorHandler(error, request, reply);
    if (error.statusCode >= 500) request.log.warn({ err: error }, 'sign-in provider failed');
    // A session the api no longer accepts is removed, so the site sees the cookie gone (§4).
    if (UNUSABLE_SESSION.has(error.code)) setCookie(reply, sessions.clearSessionCookie());
    return reply.code(error.statusCode).send(authErrorBody(error));
  };
}
