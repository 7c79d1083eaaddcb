// Members: sign-in through the identity service (spec/site.md §2 Sign-in, §7
// #8), the session calls (#6, #7, #9, #11, #15), the member's account (#10, #14, #18, #19) and
// cases (#16 and the detail). One encapsulated plugin: its cookie parsing, error answers,
// no-store header and same-origin guard apply to these routes only.
import cookie from '@fastify/cookie';
import { apiErrorBodySchema } from '@lawfirm/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createAuth } from '../auth';
import type { Database } from '../db/create-database';
import { apiValidatorCompiler } from '../plugins/api-errors';
import { hasPathPrefix } from '../plugins/path-prefix';
import { createRetentionCipher } from '../services/members-retention';
import type { Settings } from '../settings';
import { membersAuthRoutes } from './members-auth-routes';
import { membersCaseRoutes } from './members-case-routes';
import { membersErrorHandler, refuseOtherOrigins } from './members-http';
import { membersLoginRoutes } from './members-login-routes';
import type { MembersRouteContext } from './members-routes-options';
import { membersUserRoutes } from './members-user-routes';

export interface MembersRoutesOptions {
  database: Database;
  settings: Settings;
}

/** The members area's calls (spec/site.md §7), which only the site's own pages make. */
export const MEMBERS_AREA_PREFIXES = ['/api/lawfirm', '/api/app', '/api/auth'] as const;

/** What the documents say of the calls the same-origin guard refuses to other origins. */
const SAME_ORIGIN_ONLY =
  'Only from the site’s own pages: 403 when Origin or Sec-Fetch-Site names another origin.';

/** The methods that change something: a sign-out, a withdrawal, a sign-up, a session. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setErrorHandler(membersErrorHandler(context.auth.sessions));
  // Every answer here is personal or sets a cookie: no cache may keep it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // DESIGN.md §7: a page elsewhere must not change anything with the member's cookie (sign them
  // out, withdraw them, hand a token over): every unsafe call of the members area is refused,
  // before its body is read, to other origins. The identity providers' callbacks (/login/…)
  // come from the providers' sites by design; their OAuth state is what proves them.
  // The site's pages: on the api's public origin, or on SITE_ORIGINS when served elsewhere.
  const refuse = refuseOtherOrigins([
    new URL(settings.PUBLIC_URL).origin,
    ...settings.SITE_ORIGINS,
  ]);
  const isGuarded = (method: string, url: string) =>
    UNSAFE_METHODS.has(method) && hasPathPrefix(url, MEMBERS_AREA_PREFIXES);
  app.addHook('onRequest', async (request, reply) => {
    if (isGuarded(request.method, request.url)) return refuse(request, reply);
  });
  // The documents say so for every such route, as the guard does.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => isGuarded(method, route.url))) return;
    route.schema = {
      ...route.schema,
      description: SAME_ORIGIN_ONLY,
      response: { ...(route.schema?.response as object), 403: apiErrorBodySchema },
    };
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
