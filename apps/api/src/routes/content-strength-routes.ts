// The strength pages' reads (spec/site.md §2 Strengths pages).
import { apiErrorBodySchema } from '@lawfirm/api-client';
import {
  STRENGTH_DETAIL_PATH,
  STRENGTH_LIST_PATH,
  strengthDetailParamsSchema,
  strengthDetailResponseSchema,
  strengthListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { getStrength, listStrengths } from '../services/content-strength-service';
import { notFoundBody } from './content-not-found';
import type { ContentRoutesOptions } from './content-routes-options';

export const contentStrengthRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    STRENGTH_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The 11 strengths with their common data, initial counts and consult_date',
        response: { 200: strengthListResponseSchema, 404: apiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      const list = await listStrengths(db);
      if (!list) return reply.code(404).send(notFoundBody('statistics'));
      return { result: true, data: list };
    },
  );

  app.get(
    STRENGTH_DETAIL_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'One strength by its url, with its page data and the shared context',
        params: strengthDetailParamsSchema,
        response: {
          200: strengthDetailResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const detail = await getStrength(db, request.params.url);
      if (!detail) return reply.code(404).send(notFoundBody('strength'));
      return { result: true, data: detail };
    },
  );
};
