// The case fields: of a category (#13, the corporate form's select) and of a group (#17).
import { apiErrorBodySchema } from '@lawfirm/api-client';
import {
  FIELD_LIST_PATH,
  fieldListQuerySchema,
  fieldListResponseSchema,
  SEO_FIELD_LIST_PATH,
  seoFieldListQuerySchema,
  seoFieldListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { listCategoryFields, listGroupFields } from '../services/content-field-service';
import type { ContentRoutesOptions } from './content-routes-options';

export const contentFieldRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  // spec/site.md §7 call #13.
  app.get(
    FIELD_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The case fields of a category, by its code_desc (the form asks for corporation)',
        querystring: fieldListQuerySchema,
        response: { 200: fieldListResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({
      result: true,
      data: { list: await listCategoryFields(db, request.query.code) },
    }),
  );

  // spec/site.md §7 call #17.
  app.get(
    SEO_FIELD_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: "The case fields of a group: a category's own, a centre's categories', or all",
        querystring: seoFieldListQuerySchema,
        response: { 200: seoFieldListResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({
      result: true,
      data: await listGroupFields(db, request.query.center_code),
    }),
  );
};
