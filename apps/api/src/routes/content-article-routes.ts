// The info and success article reads (spec/site.md §2 Legal-topic article pages): lists and
// one article each.
import { apiErrorBodySchema, idxParamsSchema } from '@lawfirm/api-client';
import {
  articleListQuerySchema,
  articleListResponseSchema,
  INFO_DETAIL_PATH,
  INFO_LIST_PATH,
  infoDetailResponseSchema,
  SUCCESS_DETAIL_PATH,
  SUCCESS_LIST_PATH,
  successDetailResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ArticleKind } from '../db/constants';
import { getInfoDetail, getSuccessDetail, listArticles } from '../services/content-article-service';
import { notFoundBody } from './content-not-found';
import type { ContentRoutesOptions } from './content-routes-options';

const KIND_NAMES: Record<ArticleKind, string> = { info: 'info articles', success: 'success cases' };

export const contentArticleRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  for (const [kind, path] of [
    ['info', INFO_LIST_PATH],
    ['success', SUCCESS_LIST_PATH],
  ] as const) {
    app.get(
      path,
      {
        config: { publicContent: true },
        schema: {
          summary: `One page of ${KIND_NAMES[kind]}, newest first, of one category or all, by keyword`,
          querystring: articleListQuerySchema,
          response: { 200: articleListResponseSchema, 400: apiErrorBodySchema },
        },
      },
      async (request) => ({ result: true, data: await listArticles(db, kind, request.query) }),
    );
  }

  app.get(
    INFO_DETAIL_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary:
          'One info article with its template, contents, links, lawyers and prevPost/nextPost',
        params: idxParamsSchema,
        response: {
          200: infoDetailResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const detail = await getInfoDetail(db, request.params.idx);
      if (!detail) return reply.code(404).send(notFoundBody('info'));
      return { result: true, data: detail };
    },
  );

  app.get(
    SUCCESS_DETAIL_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'One success case with its template, contents, links, lawyers, image and pn',
        params: idxParamsSchema,
        response: {
          200: successDetailResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const detail = await getSuccessDetail(db, request.params.idx);
      if (!detail) return reply.code(404).send(notFoundBody('success'));
      return { result: true, data: detail };
    },
  );
};
