import { CENTER_LIST_PATH, centerListResponseSchema } from '@lawfirm/api-client/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../db/create-database';
import { listCenters } from '../services/center-service';

export interface CenterRoutesOptions {
  database: Database;
}

export const centerRoutes: FastifyPluginAsyncZod<CenterRoutesOptions> = async (
  app,
  { database },
) => {
  // spec/site.md §7 call #1. The response is checked against the schema the site parses it
  // with, so the two sides cannot drift apart silently.
  app.get(
    CENTER_LIST_PATH,
    {
      config: { publicContent: true },
      schema: {
        summary: 'List the groups: the whole firm, practice-area categories and centres',
        response: { 200: centerListResponseSchema },
      },
    },
    async () => ({ result: true, data: await listCenters(database.db) }),
  );
};
