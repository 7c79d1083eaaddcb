// /robots.txt and /sitemap.xml for the site the api hosts (services/sitemap-service.ts). Not
// part of the API: hidden from its OpenAPI document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../db/create-database';
import {
  SITEMAP_PATH,
  listSitemapEntries,
  robotsTxt,
  sitemapXml,
} from '../services/sitemap-service';

export const ROBOTS_PATH = '/robots.txt';
export { SITEMAP_PATH };

export interface SeoRoutesOptions {
  database: Database;
  /** The site's public origin (PUBLIC_URL): every URL the two files give is under it. */
  siteOrigin: string;
}

/** Crawlers read these often; a few minutes of staleness is harmless. */
const CACHE_CONTROL = 'public, max-age=600';

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (
  app,
  { database, siteOrigin },
) => {
  app.get(ROBOTS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(robotsTxt(siteOrigin)),
  );

  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(sitemapXml(siteOrigin, await listSitemapEntries(database.db))),
  );
};
