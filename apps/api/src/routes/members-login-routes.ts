// The identity service (spec/site.md §2 Sign-in, §7 #8): /login/{provider} sends the visitor to
// Kakao, Naver, Google or Apple; the provider sends them back to /login/{provider}/callback,
// which opens the session and returns them to the site.
import {
  PROVIDER_LOGIN_PATH,
  providerLoginParamsSchema,
  providerLoginQuerySchema,
} from '@lawfirm/api-client/site';
import { storableText } from '@lawfirm/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isAuthError, OAUTH_STATE_COOKIE_NAME } from '../auth';
import type { AuthProvider } from '../db/constants';
import { utf8TextOf } from '../plugins/utf8-bodies';
import { beginProviderSignIn, completeProviderSignIn } from '../services/members-sign-in-service';
import type { ProviderCallback } from '../services/members-sign-in-service';
import { setCookie } from './members-http';
import type { MembersRouteContext } from './members-routes-options';

export const PROVIDER_CALLBACK_PATH = `${PROVIDER_LOGIN_PATH}/callback`;

/**
 * What a provider sends back, in the query (GET) or, for Apple's form_post, the body. Providers
 * add fields of their own (scope, authuser, id_token…): those are dropped, not refused. Codes
 * and states are URL-safe tokens, never markup.
 */
const token = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w.~+/=:-]+$/, 'must be a URL-safe token');

export const providerCallbackSchema = z.object({
  code: token(2048).optional(),
  state: token(512).optional(),
  error: token(200).optional(),
  /** Apple, first sign-in only: the name as JSON. Read by provider-profiles.ts, never stored raw. */
  user: storableText(z.string().max(2048)).optional(),
});

/** Apple's form_post callback is the only form this api reads; it is small. */
const FORM_BODY_LIMIT = 16 * 1024;

/** The site's sign-in page, where a sign-in that cannot go on sends the browser back. */
export const SIGN_IN_PAGE_PATH = '/login';
/** Its query parameter naming why: an AuthError code, or `request_invalid` / `sign_in_failed`. */
export const SIGN_IN_FAILURE_PARAM = 'reason';

/** Where a failed sign-in sends the browser: the sign-in page, with the reason. */
export function signInFailurePath(error: unknown): string {
  let reason = 'sign_in_failed';
  if (isAuthError(error)) reason = error.code;
  else if ((error as { statusCode?: number }).statusCode === 400) reason = 'request_invalid';
  return `${SIGN_IN_PAGE_PATH}?${SIGN_IN_FAILURE_PARAM}=${reason}`;
}

/**
 * The browser reaches these routes itself (a button, the provider's redirect), so a refusal is a
 * page, not JSON: back to the site's sign-in page with the reason. What went wrong, setting
 * names included, goes to the log only.
 */
function redirectOnFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'sign-in could not go on');
  return reply.redirect(signInFailurePath(error));
}

const redirectResponse = {
  302: z.null().describe('Redirect: the provider, the site, or /login?reason='),
};

export const membersLoginRoutes: FastifyPluginAsyncZod<MembersRouteContext> = async (
  app,
  context,
) => {
  const { auth } = context;

  app.get(
    PROVIDER_LOGIN_PATH,
    {
      schema: {
        summary: 'Sends the visitor to the provider (call #8); keeps state and PKCE in a cookie',
        params: providerLoginParamsSchema,
        querystring: providerLoginQuerySchema,
        response: redirectResponse,
      },
      errorHandler: redirectOnFailure,
    },
    async (request, reply) => {
      const { url, stateCookie } = await beginProviderSignIn(
        auth,
        request.params.provider,
        request.query,
      );
      return setCookie(reply, stateCookie).redirect(url.href);
    },
  );

  // Every answer clears the state cookie: a state is good for one callback, success or not.
  async function answerCallback(
    reply: FastifyReply,
    callback: Omit<ProviderCallback, 'stateCookie'>,
    stateCookie: string | undefined,
  ) {
    setCookie(reply, auth.oauthStates.clearCookie(callback.provider));
    const { sessionCookie, redirect } = await completeProviderSignIn(context, {
      ...callback,
      stateCookie,
    });
    return setCookie(reply, sessionCookie).redirect(redirect);
  }

  const fromProvider = (provider: AuthProvider, sent: z.output<typeof providerCallbackSchema>) => ({
    provider,
    code: sent.code,
    state: sent.state,
    error: sent.error,
    appleUser: sent.user,
  });

  const callbackSchema = {
    params: providerLoginParamsSchema,
    response: redirectResponse,
  };

  app.get(
    PROVIDER_CALLBACK_PATH,
    {
      schema: {
        ...callbackSchema,
        summary: 'The provider returns here: checks state, signs in, redirects to the site',
        querystring: providerCallbackSchema,
      },
      errorHandler: redirectOnFailure,
    },
    async (request, reply) =>
      answerCallback(
        reply,
        fromProvider(request.params.provider, request.query),
        request.cookies[OAUTH_STATE_COOKIE_NAME],
      ),
  );

  // Apple answers with response_mode=form_post: the same fields as a form body. Its own scope,
  // so that the form parser serves this route alone: every other call takes JSON only.
  await app.register(async (scope) => {
    const formPost = scope.withTypeProvider<ZodTypeProvider>();
    formPost.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const text = utf8TextOf(body as Buffer);
        if (text instanceof Error) done(text, undefined);
        else done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    formPost.post(
      PROVIDER_CALLBACK_PATH,
      {
        schema: {
          ...callbackSchema,
          summary: "Apple's form_post return: as the GET callback, fields in the form body",
          body: providerCallbackSchema,
        },
        errorHandler: redirectOnFailure,
      },
      async (request, reply) =>
        answerCallback(
          reply,
          fromProvider(request.params.provider, request.body),
          request.cookies[OAUTH_STATE_COOKIE_NAME],
        ),
    );
  });
};
