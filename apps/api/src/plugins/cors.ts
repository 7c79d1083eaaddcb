import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

import type { Settings } from '../settings';
import { API_PATH_PREFIXES, hasPathPrefix } from './path-prefix';

/**
 * CORS for the api's paths only, the ones pages on other origins call (DESIGN.md §7: the widget runs on third-party
 * origins). Credentials are allowed because sign-in will use cookies, so '*' (development
 * only, see settings.ts) reflects the caller's origin rather than sending a literal '*'.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: Settings['CORS_ORIGINS'],
): Promise<void> {
  const allowed = origins.includes('*') ? true : origins;
  await app.register(cors, {
    delegator: (request, callback) => {
      const open = hasPathPrefix(request.url, API_PATH_PREFIXES);
      callback(null, open ? { origin: allowed, credentials: true } : { origin: false });
    },
  });
}
