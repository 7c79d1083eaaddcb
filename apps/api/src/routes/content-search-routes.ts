// The integrated search (spec/site.md §2 /integrate).
import { apiErrorBodySchema } from '@lawfirm/api-client';
import {
  INTEGRATED_SEARCH_PATH,
  integratedSearchQuerySchema,
  integratedSearchResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { search } from '../services/content-search-service';
import type { ContentRoutesOptions } from './content-routes-options';

export const contentSearchRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    INTEGRATED_SEARCH_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary:
          'Lawyers, success cases, info articles and Q&A matching a keyword, counted per tab',
        querystring: integratedSearchQuerySchema,
        response: { 200: integratedSearchResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({ result: true, data: await search(database.db, request.query) }),
  );
};
