// The signed-in member's own account (spec/site.md §2 Sign-up and Withdrawal, §7 #10, #14, #18,
// #19). Every route needs a session of an existing member: 401 otherwise.
import {
  APP_USER_PATH,
  appUserPatchBodySchema,
  appUserResponseSchema,
  USER_AGREE_PATH,
  userAgreeBodySchema,
  withdrawalBodySchema,
} from '@lawfirm/api-client/site';
import { apiErrorBodySchema, INVALID_REQUEST_MESSAGE, resultSchema } from '@lawfirm/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  memberOfSession,
  memberView,
  saveAgreement,
  saveSignUp,
  withdraw,
} from '../services/members-account-service';
import { sessionCookieOf, setCookie } from './members-http';
import type { MembersRouteContext } from './members-routes-options';

const refusals = { 400: apiErrorBodySchema, 401: apiErrorBodySchema };

export const membersUserRoutes: FastifyPluginAsyncZod<MembersRouteContext> = async (
  app,
  { db, auth, retention },
) => {
  const signedIn = (cookie: string | undefined) => memberOfSession(db, auth.sessions, cookie);

  // spec/site.md §7 #10.
  app.get(
    APP_USER_PATH,
    {
      schema: {
        summary: 'The signed-in member: email, name, provider (call #10)',
        response: { 200: appUserResponseSchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => ({
      result: true,
      data: memberView(await signedIn(sessionCookieOf(request))),
    }),
  );

  // spec/site.md §7 #18.
  app.post(
    USER_AGREE_PATH,
    {
      schema: {
        summary: 'Saves the marketing and alert agreement of sign-up (call #18)',
        body: userAgreeBodySchema,
        response: { 200: resultSchema, ...refusals },
      },
    },
    async (request) => {
      await saveAgreement(db, await signedIn(sessionCookieOf(request)), request.body);
      return { result: true };
    },
  );

  // spec/site.md §7 #19 and §5 Sign-up rules.
  app.patch(
    APP_USER_PATH,
    {
      schema: {
        summary: 'Saves name, phone, device id and, in step 2, the interests (call #19)',
        body: appUserPatchBodySchema,
        response: { 200: resultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const issues = await saveSignUp(db, await signedIn(sessionCookieOf(request)), request.body);
      if (issues.length > 0) {
        return reply.code(400).send({ result: false, msg: INVALID_REQUEST_MESSAGE, issues });
      }
      return { result: true };
    },
  );

  // spec/site.md §7 #14, §5 Withdrawal and §9 Account data retention.
  app.delete(
    APP_USER_PATH,
    {
      schema: {
        summary: 'Withdraws: deletes the member and their cases, keeps the retained data encrypted',
        body: withdrawalBodySchema,
        response: { 200: resultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const member = await signedIn(sessionCookieOf(request));
      await withdraw(db, retention, member, request.body);
      // "On success clears the session" (#14): the cookie goes with the account.
      setCookie(reply, auth.sessions.clearSessionCookie());
      return { result: true };
    },
  );
};
