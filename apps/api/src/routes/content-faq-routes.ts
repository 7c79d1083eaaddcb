// The legal Q&A reads (spec/site.md §2 Legal Q&A): categories, list and one entry.
import { apiErrorBodySchema, idxParamsSchema, resultSchema } from '@lawfirm/api-client';
import {
  FAQ_DETAIL_PATH,
  FAQ_FEEDBACK_PATH,
  FAQ_GROUP_LIST_PATH,
  FAQ_LIST_PATH,
  faqDetailResponseSchema,
  faqFeedbackBodySchema,
  faqGroupListResponseSchema,
  faqListQuerySchema,
  faqListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  getFaqDetail,
  listFaqGroups,
  listFaqs,
  recordFaqFeedback,
} from '../services/content-faq-service';
import type { ContentRoutesOptions } from './content-routes-options';
import { notFoundBody } from './content-not-found';

export const contentFaqRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    FAQ_GROUP_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The legal Q&A categories (25 practice areas and AI·IT), in menu order',
        response: { 200: faqGroupListResponseSchema },
      },
    },
    async () => ({ result: true, data: { list: await listFaqGroups(db) } }),
  );

  app.get(
    FAQ_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'One page of 9 questions, newest first, of one category or all, by keyword',
        querystring: faqListQuerySchema,
        response: { 200: faqListResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({ result: true, data: await listFaqs(db, request.query) }),
  );

  // Never cached (content-cache.ts): every read counts a view and answers the new count.
  app.get(
    FAQ_DETAIL_PATH,
    {
      schema: {
        summary: 'One question with its answer, neighbours and side lists; counts a view',
        params: idxParamsSchema,
        response: {
          200: faqDetailResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const detail = await getFaqDetail(db, request.params.idx);
      if (!detail) return reply.code(404).send(notFoundBody('faq'));
      return { result: true, data: detail };
    },
  );

  // The detail's feedback component (spec/site.md §2); the spec gives it no call.
  app.post(
    FAQ_FEEDBACK_PATH,
    {
      schema: {
        summary: 'Records one answer to "was this answer helpful?" for a question',
        params: idxParamsSchema,
        body: faqFeedbackBodySchema,
        response: { 200: resultSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const recorded = await recordFaqFeedback(db, {
        faqIdx: request.params.idx,
        helpful: request.body.helpful,
        clientAddress: request.ip,
      });
      if (!recorded) return reply.code(404).send(notFoundBody('faq'));
      return { result: true };
    },
  );
};
