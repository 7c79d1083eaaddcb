// The session calls of the auth and guard hosts (spec/site.md §4 Login and Session sync, §7 #6,
// #7, #9, #11, #15). This api is both hosts: the site's AUTH_HOST and GUARD_HOST default to it.
import {
  APP_AUTH_PATH,
  AUTH_CALLBACK_PATH,
  AUTH_CHECK_PATH,
  AUTH_LOGOUT_PATH,
  AUTH_TOKEN_PATH,
  authCallbackResponseSchema,
  authCheckResponseSchema,
  authTokenBodySchema,
  authTokenResponseSchema,
  TEMP_LOGIN_PATH,
  tempLoginQuerySchema,
} from '@lawfirm/api-client/site';
import { apiErrorBodySchema, resultSchema } from '@lawfirm/api-client';
import type { AuthCheckResponse } from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isAuthError } from '../auth';
import { loginInfoOf, memberOfSession } from '../services/members-account-service';
import {
  authTokenOfSession,
  refreshSession,
  sessionOfAuthToken,
  temporarySignIn,
} from '../services/members-sign-in-service';
import { sessionCookieOf, setCookie } from './members-http';
import type { MembersRouteContext } from './members-routes-options';

/**
 * #15 sends an empty JSON object (for its JSON header) or nothing (Fastify reads that as null);
 * anything else is refused.
 */
export const logoutBodySchema = z.strictObject({}).nullish();

const unauthorized = { 401: apiErrorBodySchema };

export const membersAuthRoutes: FastifyPluginAsyncZod<MembersRouteContext> = async (
  app,
  context,
) => {
  const { db, auth } = context;

  /** #6's answer: passed, or not with the reason (the site reads any message as "not"). */
  async function check(run: () => Promise<unknown>): Promise<AuthCheckResponse> {
    try {
      await run();
      return { result: true };
    } catch (error) {
      if (!isAuthError(error)) throw error;
      return { result: false, message: error.message };
    }
  }

  // spec/site.md §7 #6 (first half) and §4 Session sync "the session is refreshed".
  app.post(
    APP_AUTH_PATH,
    {
      schema: {
        summary: 'Renews a valid session cookie (call #6); result false with a message otherwise',
        response: { 200: authCheckResponseSchema },
      },
    },
    async (request, reply) =>
      check(async () => {
        setCookie(reply, await refreshSession(context, sessionCookieOf(request)));
      }),
  );

  // spec/site.md §7 #6 (second half): read-only.
  app.get(
    AUTH_CHECK_PATH,
    {
      schema: {
        summary: 'Whether the session cookie belongs to an existing member (call #6)',
        response: { 200: authCheckResponseSchema },
      },
    },
    async (request) => check(() => memberOfSession(db, auth.sessions, sessionCookieOf(request))),
  );

  // spec/site.md §7 #7: polled every second by the login page, so never cached (no-store is
  // set on every members answer, members-routes.ts).
  app.get(
    AUTH_CALLBACK_PATH,
    {
      schema: {
        summary: 'The login state: isLogin, and email, name and provider when signed in (call #7)',
        response: { 200: authCallbackResponseSchema },
      },
    },
    async (request) => ({
      result: true,
      data: await loginInfoOf(db, auth.sessions, sessionCookieOf(request)),
    }),
  );

  // spec/site.md §7 #11, guard host.
  app.get(
    AUTH_TOKEN_PATH,
    {
      schema: {
        summary: 'A 10-minute token naming the signed-in member (call #11, guard host)',
        response: { 200: authTokenResponseSchema, ...unauthorized },
      },
    },
    async (request) => ({ token: await authTokenOfSession(context, sessionCookieOf(request)) }),
  );

  // spec/site.md §7 #11, auth host. It sets a session cookie for whoever a token names, so, as
  // every unsafe members call (members-routes.ts), it is refused to other origins: a token read
  // or leaked elsewhere and posted from another page must not sign that page's visitor in.
  app.post(
    AUTH_TOKEN_PATH,
    {
      schema: {
        summary: 'Opens a session from a token of the guard host; answers a fresh token (call #11)',
        body: authTokenBodySchema,
        response: { 200: authTokenResponseSchema, 400: apiErrorBodySchema, ...unauthorized },
      },
    },
    async (request, reply) => {
      const { token, sessionCookie } = await sessionOfAuthToken(context, request.body.jwt);
      setCookie(reply, sessionCookie);
      return { token };
    },
  );

  // spec/site.md §7 #15: always succeeds; the cookie is gone afterwards whatever it held.
  app.post(
    AUTH_LOGOUT_PATH,
    {
      schema: {
        summary: 'Clears the session cookie (call #15)',
        body: logoutBodySchema,
        response: { 200: resultSchema, 400: apiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      setCookie(reply, auth.sessions.clearSessionCookie());
      return { result: true };
    },
  );

  // spec/site.md §6 and §7 #9: tester-only, so the route exists only while its flag is on
  // (without it the path is an unknown route: 404).
  if (auth.testLoginEnabled) {
    app.get(
      TEMP_LOGIN_PATH,
      {
        schema: {
          summary: 'Tester-only sign-in (call #9; only with AUTH_TEST_LOGIN_ENABLED)',
          querystring: tempLoginQuerySchema,
          response: {
            302: z.null().describe('Redirect to the site'),
            400: apiErrorBodySchema,
            ...unauthorized,
          },
        },
      },
      async (request, reply) => {
        const { sessionCookie, redirect } = await temporarySignIn(context, request.query);
        return setCookie(reply, sessionCookie).redirect(redirect);
      },
    );
  }
};
