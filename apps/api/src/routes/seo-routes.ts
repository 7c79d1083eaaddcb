// /robots.txt and /sitemap.xml for the site the api hosts (services/sitemap-service.ts). Not
// part of the API: hidden from its OpenAPI document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../db/create-database';
import type { SiteDirectory } from '../plugins/site-directory';
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
  /** Which site the request's host is: every URL the two files give is under its origin. */
  directory: SiteDirectory;
}

/** Crawlers read these often; a few minutes of staleness is harmless. */
const CACHE_CONTROL = 'public, max-age=600';

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (
  app,
  { database, directory },
) => {
  // Each site of the group is its own for search engines (spec/site.md §1): a centre's host
  // answers its own files, under its own origin.
  app.get(ROBOTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const site = await directory.siteOf(request.host);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Vary', 'Host')
      .send(robotsTxt(site.siteUrl));
  });

  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const site = await directory.siteOf(request.host);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Vary', 'Host')
      .send(sitemapXml(site.siteUrl, await listSitemapEntries(database.db, site)));
  });
};
