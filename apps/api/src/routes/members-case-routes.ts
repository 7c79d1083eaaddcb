// The member's cases (spec/site.md §2 My case status, §7 #16, and the case detail). A member
// sees only their own: another member's case answers exactly like a missing one (404).
import { apiErrorBodySchema, idxParamsSchema } from '@lawfirm/api-client';
import {
  CASE_DETAIL_PATH,
  CASE_LIST_PATH,
  caseDetailResponseSchema,
  caseListQuerySchema,
  caseListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { memberOfSession } from '../services/members-account-service';
import { listMemberCases, memberCaseDetail } from '../services/members-case-service';
import { CASE_NOT_FOUND_MESSAGE, sessionCookieOf } from './members-http';
import type { MembersRouteContext } from './members-routes-options';

export const membersCaseRoutes: FastifyPluginAsyncZod<MembersRouteContext> = async (
  app,
  { db, auth },
) => {
  app.get(
    CASE_LIST_PATH,
    {
      schema: {
        summary: 'One page of the member’s ongoing or closed cases, newest first (call #16)',
        querystring: caseListQuerySchema,
        response: { 200: caseListResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => {
      const member = await memberOfSession(db, auth.sessions, sessionCookieOf(request));
      return { result: true, data: await listMemberCases(db, member.id, request.query) };
    },
  );

  app.get(
    CASE_DETAIL_PATH,
    {
      schema: {
        summary: 'One of the member’s cases; any other idx answers 404',
        params: idxParamsSchema,
        response: {
          200: caseDetailResponseSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = await memberOfSession(db, auth.sessions, sessionCookieOf(request));
      const item = await memberCaseDetail(db, member.id, request.params.idx);
      if (item === undefined) {
        return reply.code(404).send({ result: false, msg: CASE_NOT_FOUND_MESSAGE });
      }
      return { result: true, data: item };
    },
  );
};
