// The site's smaller reads: footers (#2), footer terms (#3), terms, statistics, offices, lawyers,
// partner logos and the home landing block.
import { apiErrorBodySchema } from '@lawfirm/api-client';
import {
  CENTER_FOOTER_LIST_PATH,
  centerFooterListResponseSchema,
  FOOTER_TERMS_PATH,
  footerTermsQuerySchema,
  footerTermsResponseSchema,
  HOME_LANDING_PATH,
  homeLandingResponseSchema,
  LAWYER_LIST_PATH,
  lawyerListQuerySchema,
  lawyerListResponseSchema,
  OFFICE_LIST_PATH,
  officeListResponseSchema,
  PARTNER_LIST_PATH,
  partnerListResponseSchema,
  STATISTICS_PATH,
  statisticsResponseSchema,
  TERM_DETAIL_PATH,
  termDetailParamsSchema,
  termDetailResponseSchema,
  TERMS_LIST_PATH,
  termsListResponseSchema,
} from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  getHomeLanding,
  getStatistics,
  getTerm,
  listCenterFooters,
  listFooterTerms,
  listLawyers,
  listPartnerLogos,
  listRegions,
  listTerms,
} from '../services/content-site-service';
import { notFoundBody } from './content-not-found';
import type { ContentRoutesOptions } from './content-routes-options';

export const contentSiteRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;

  // spec/site.md §7 call #2.
  app.get(
    CENTER_FOOTER_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary:
          "Every group's footer: company, address, phone, ad lawyers, social and consult links",
        response: { 200: centerFooterListResponseSchema },
      },
    },
    async () => ({ result: true, data: await listCenterFooters(db) }),
  );

  // spec/site.md §7 call #3.
  app.get(
    FOOTER_TERMS_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The terms in effect listed under etc (the footer asks for webfooter)',
        querystring: footerTermsQuerySchema,
        response: { 200: footerTermsResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({
      result: true,
      data: { list: await listFooterTerms(db, request.query.etc) },
    }),
  );

  app.get(
    TERMS_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'Every term and policy in effect',
        response: { 200: termsListResponseSchema },
      },
    },
    async () => ({ result: true, data: { list: await listTerms(db) } }),
  );

  app.get(
    TERM_DETAIL_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: "A term's version in effect, with its HTML body",
        params: termDetailParamsSchema,
        response: {
          200: termDetailResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const term = await getTerm(db, request.params.terms_code);
      if (!term) return reply.code(404).send(notFoundBody('term'));
      return { result: true, data: term };
    },
  );

  app.get(
    STATISTICS_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The home statistics strip',
        response: { 200: statisticsResponseSchema, 404: apiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      const statistics = await getStatistics(db);
      if (!statistics) return reply.code(404).send(notFoundBody('statistics'));
      return { result: true, data: statistics };
    },
  );

  app.get(
    OFFICE_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The 12 regions in map order, each with its offices (the first is the default)',
        response: { 200: officeListResponseSchema },
      },
    },
    async () => ({ result: true, data: { list: await listRegions(db) } }),
  );

  app.get(
    LAWYER_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: "One page of the firm's lawyers, of one group or all",
        querystring: lawyerListQuerySchema,
        response: { 200: lawyerListResponseSchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => ({ result: true, data: await listLawyers(db, request.query) }),
  );

  app.get(
    PARTNER_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The partner logos of the logo carousel',
        response: { 200: partnerListResponseSchema },
      },
    },
    async () => ({ result: true, data: { list: await listPartnerLogos(db) } }),
  );

  app.get(
    HOME_LANDING_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'The home landing block: hash-tag keywords and four link cards',
        response: { 200: homeLandingResponseSchema },
      },
    },
    async () => ({ result: true, data: await getHomeLanding(db) }),
  );
};
