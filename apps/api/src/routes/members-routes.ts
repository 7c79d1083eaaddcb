// Members: sign-in through the identity service (spec/site.md §2 Sign-in, §7
// #8), the session calls (#6, #7, #9, #11, #15), the member's account (#10, #14, #18, #19) and
// cases (#16 and the detail). One encapsulated plugin: its cookie parsing, form parsing, error
// answers and no-store header apply to these routes only.
import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createAuth } from '../auth';
import type { Database } from '../db/create-database';
import { apiValidatorCompiler } from '../plugins/api-errors';
import { createRetentionCipher } from '../services/members-retention';
import type { Settings } from '../settings';
import { membersAuthRoutes } from './members-auth-routes';
import { membersCaseRoutes } from './members-case-routes';
import { membersErrorHandler } from './members-http';
import { membersLoginRoutes } from './members-login-routes';
import type { MembersRouteContext } from './members-routes-options';
import { membersUserRoutes } from './members-user-routes';

export interface MembersRoutesOptions {
  database: Database;
  settings: Settings;
}

/** Apple's form_post callback is the only form this api reads; it is small. */
const FORM_BODY_LIMIT = 16 * 1024;

export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (
  app,
  { database, settings },
) => {
  const context: MembersRouteContext = {
    db: database.db,
    auth: createAuth(settings),
    retention: createRetentionCipher(settings.RETENTION_ENCRYPTION_KEY),
  };

  // Cookies are signed and encrypted by src/auth (jose), so the plugin needs no secret.
  await app.register(cookie);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setErrorHandler(membersErrorHandler(context.auth.sessions));
  // Every answer here is personal or sets a cookie: no cache may keep it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const routes of [
    membersLoginRoutes,
    membersAuthRoutes,
    membersUserRoutes,
    membersCaseRoutes,
  ]) {
    await app.register(routes, context);
  }
};
