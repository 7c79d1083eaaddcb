import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../db/create-database';
import { checkHealth } from '../services/health-service';

export const HEALTH_PATH = '/healthz';

const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export interface HealthRoutesOptions {
  database: Database;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(database, (error) =>
        request.log.error({ err: error }, 'health check: the database did not answer'),
      );
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
