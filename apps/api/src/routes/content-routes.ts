// The site's content: every read the pages need (spec/site.md §2, §3), calls #2, #3, #4,
// #5, #13 and #17 of §7, and the static images. One plugin, so that its routes answer rejected
// requests with the site's error body (plugins/api-errors.ts) without touching other routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { useApiErrors } from '../plugins/api-errors';
import { staticHost } from '../plugins/static-host';
import type { StaticHostOptions } from '../plugins/static-host';
import { contentArticleRoutes } from './content-article-routes';
import { contentBannerRoutes } from './content-banner-routes';
import { contentFaqRoutes } from './content-faq-routes';
import { contentFieldRoutes } from './content-field-routes';
import type { ContentRoutesOptions } from './content-routes-options';
import { contentSearchRoutes } from './content-search-routes';
import { contentSiteRoutes } from './content-site-routes';
import { contentStrengthRoutes } from './content-strength-routes';

export type { ContentRoutesOptions } from './content-routes-options';

export const contentRoutes: FastifyPluginAsyncZod<
  ContentRoutesOptions & StaticHostOptions
> = async (app, { database, staticDir }) => {
  // The api routes in a scope of their own, so that the error envelope is theirs alone: the
  // static files answer refusals as plain Fastify errors, like any file server.
  await app.register(async (api) => {
    useApiErrors(api);
    for (const routes of [
      contentSiteRoutes,
      contentBannerRoutes,
      contentFieldRoutes,
      contentFaqRoutes,
      contentArticleRoutes,
      contentStrengthRoutes,
      contentSearchRoutes,
    ]) {
      await api.register(routes, { database });
    }
  });
  await app.register(staticHost, { staticDir });
};
