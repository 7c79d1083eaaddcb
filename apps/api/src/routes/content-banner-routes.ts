// The top promotional banner: the list (#4) and the click report (#5).
import { apiErrorBodySchema, resultSchema } from '@lawfirm/api-client';
import {
  POPUP_TOP_CLICK_PATH,
  POPUP_TOP_LIST_PATH,
  popupTopClickBodySchema,
  popupTopListQuerySchema,
  popupTopListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { listTopBanners, recordTopBannerClick } from '../services/content-banner-service';
import { notFoundBody } from './content-not-found';
import type { ContentRoutesOptions } from './content-routes-options';

export const contentBannerRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  // spec/site.md §7 call #4 and §4 Banner visibility: every banner of the site asked for (§1:
  // the main site's, or a centre's) with its schedule fields; the site keeps those to show now,
  // in Seoul time.
  app.get(
    POPUP_TOP_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary:
          "A site's top banners with their schedules (the site applies the §4 visibility rule)",
        querystring: popupTopListQuerySchema,
        response: { 200: popupTopListResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({
      result: true,
      data: { list: await listTopBanners(db, request.query.center_code) },
    }),
  );

  // spec/site.md §7 call #5.
  app.post(
    POPUP_TOP_CLICK_PATH,
    {
      schema: {
        summary: 'Records a click on a top banner',
        body: popupTopClickBodySchema,
        response: { 200: resultSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const recorded = await recordTopBannerClick(db, {
        bannerIdx: request.body.idx,
        clientAddress: request.ip,
      });
      if (!recorded) return reply.code(404).send(notFoundBody('banner'));
      return { result: true };
    },
  );
};
