// Assembles the api from its parts. Tests build it with fastify.inject; main.ts listens.
import compress from '@fastify/compress';
import { apiSources } from '@lawfirm/api-client';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { ChatRateLimits } from './chat/chat-constants';
import { registerContentCache } from './cache/content-cache';
import { openContentChanges } from './cache/content-changes';
import { createPageCache } from './cache/page-cache';
import type { ContentChanges } from './cache/content-changes';
import { createMemoryEventBus } from './chat/event-bus';
import type { EventBus } from './chat/event-bus';
import { createFileLinks } from './chat/file-links';
import { createDiskFileStorage } from './chat/file-storage';
import type { FileStorage } from './chat/file-storage';
import { createOperatorTokens } from './chat/operator-auth';
import { createRedisEventBus } from './chat/redis-event-bus';
import type { SocketCounts } from './chat/socket-counts';
import type { SocketLimits } from './chat/socket-protocol';
import { openRateLimitStore } from './plugins/rate-limit-store';
import { isDevelopmentOutbox, smsSenderOf } from './chat/sms';
import type { SmsSender } from './chat/sms-sender';
import type { Database } from './db/create-database';
import { internalBaseUrl } from './internal-url';
import { registerApiDocs } from './plugins/api-docs';
import { registerCors } from './plugins/cors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUtf8JsonBodies } from './plugins/utf8-bodies';
import { createSiteDirectory } from './plugins/site-directory';
import { siteHost } from './plugins/site-host';
import { consoleHost } from './plugins/console-host';
import { widgetHost } from './plugins/widget-host';
import { centerRoutes } from './routes/center-routes';
import { chatRoutes } from './routes/chat-routes';
import { consultRoutes } from './routes/consult-routes';
import { contentRoutes } from './routes/content-routes';
import { healthRoutes } from './routes/health-routes';
import { membersRoutes } from './routes/members-routes';
import {
  answerFrameworkError,
  MAX_PATH_PARAMETER_LENGTH,
  registerNotFound,
} from './routes/not-found';
import { recordRoutes } from './routes/route-catalogue';
import { seoRoutes } from './routes/seo-routes';
import { scheduleRetentionPurge } from './services/retention-purge';
import { operatorRoutes } from './routes/operator-routes';
import { localSignInProviders, offeredSignInProviders } from './settings';
import type { Settings } from './settings';

export interface AppDependencies {
  database: Database;
  /** The realtime event bus; by default Redis when REDIS_URL is set, else in-process. */
  bus?: EventBus;
  /** The chat socket's ping interval and the operator feed's heartbeat; tests shorten it. */
  chatHeartbeatMs?: number;
  /** Where verification codes go; by default as SMS_PROVIDER chooses (chat/sms.ts). */
  sms?: SmsSender;
  /** Where operators' files go; by default a folder on disk (CHAT_FILES_DIR). */
  fileStorage?: FileStorage;
  /** The chat calls' rate limits; CHAT_RATE_LIMITS by default (a fuzz test raises them). */
  chatRateLimits?: ChatRateLimits;
  /** The chat socket's limits; SOCKET_LIMITS by default (tests lower or raise them). */
  socketLimits?: SocketLimits;
  /**
   * Where the chat sockets per visitor and per address are counted; by default in Redis beside
   * the rate limits when REDIS_URL is set, else in this process's memory. A given one belongs
   * to the caller.
   */
  socketCounts?: SocketCounts;
  /**
   * Announcements that public content changed, emptying the caches; by default over Redis when
   * REDIS_URL is set, else in-process. Writers of content (the seed) announce through it.
   */
  contentChanges?: ContentChanges;
}

export async function buildApp(
  settings: Settings,
  {
    database,
    bus: givenBus,
    chatHeartbeatMs,
    sms: givenSms,
    fileStorage,
    chatRateLimits,
    socketLimits,
    socketCounts,
    contentChanges: givenChanges,
  }: AppDependencies,
): Promise<FastifyInstance> {
  // pino through Fastify's logger, plain JSON lines in every environment.
  const app = Fastify({
    logger: { level: settings.LOG_LEVEL },
    // request.ip (rate limits, stored client addresses), host and protocol read the
    // X-Forwarded-* headers only from these.
    trustProxy: settings.TRUST_PROXY,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerUtf8JsonBodies(app);

  // Before any route, so that it learns them all, and before the site host's fallback route,
  // which inherits the not-found handler.
  registerNotFound(app, recordRoutes(app));
  // Before compression, whose hook must see the escaped JSON. Pages reach the api at its public
  // origin, which may not be the one they were loaded from (a socket URL names PUBLIC_URL).
  registerSecurityHeaders(app, apiSources(settings.PUBLIC_URL));

  // Brotli or gzip for every answer worth it (pages, scripts, styles, JSON), as the browser
  // accepts: the site's scripts shrink to about a third, which mobile visitors feel most.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerCors(app, settings);
  // After the security headers (the cache keeps their escaped JSON) and CORS, before any route.
  const contentChanges =
    givenChanges ??
    (await openContentChanges(settings.REDIS_URL, (error) =>
      app.log.warn({ err: error }, 'content changes (Redis) failed'),
    ));
  if (!givenChanges) app.addHook('onClose', () => contentChanges.close());
  registerContentCache(app, contentChanges);
  await registerApiDocs(app, settings.PUBLIC_URL);

  await app.register(healthRoutes, { database });
  await app.register(centerRoutes, { database });
  const rateLimitStore = await openRateLimitStore(app, settings.REDIS_URL);
  await app.register(consultRoutes, { database, rateLimitStore });
  await app.register(contentRoutes, { database });
  await app.register(membersRoutes, { database, settings });
  // Which site a page's host is: the main site or a centre's (spec/site.md §1).
  const siteDirectory = await createSiteDirectory({
    db: database.db,
    publicUrl: settings.PUBLIC_URL,
    pinnedCenterCode: settings.SITE_CENTER_CODE,
    changes: contentChanges,
  });
  await app.register(seoRoutes, { database, directory: siteDirectory });
  scheduleRetentionPurge(app, database.db);
  // A bus the app opens, the app closes; a given one belongs to the caller.
  const bus =
    givenBus ??
    (settings.REDIS_URL
      ? await createRedisEventBus(settings.REDIS_URL, (error) =>
          app.log.warn({ err: error }, 'event bus (Redis) failed'),
        )
      : createMemoryEventBus());
  if (!givenBus) app.addHook('onClose', () => bus.close());
  const sms = givenSms ?? smsSenderOf(settings, (line) => app.log.info(line));
  if (settings.NODE_ENV === 'production' && isDevelopmentOutbox(sms)) {
    app.log.warn(
      'SMS_PROVIDER=outbox: verification codes are logged and readable by operators, not sent; ' +
        'set SMS_PROVIDER=solapi where visitors use the product',
    );
  }
  const storage = fileStorage ?? createDiskFileStorage(settings.CHAT_FILES_DIR);
  const links = createFileLinks(settings.AUTH_SESSION_SECRET, settings.PUBLIC_URL);
  const operatorTokens = createOperatorTokens(settings.AUTH_SESSION_SECRET);
  await app.register(chatRoutes, {
    database,
    settings,
    bus,
    heartbeatMs: chatHeartbeatMs,
    sms,
    links,
    storage,
    operatorTokens,
    rateLimitStore,
    rateLimits: chatRateLimits,
    socketLimits,
    socketCounts,
  });
  await app.register(operatorRoutes, {
    database,
    bus,
    tokens: operatorTokens,
    links,
    storage,
    rateLimitStore,
    feedHeartbeatMs: chatHeartbeatMs,
    ...(isDevelopmentOutbox(sms) ? { smsOutbox: sms } : {}),
  });

  if (settings.WIDGET_DIST_DIR) {
    await app.register(widgetHost, { widgetDistDir: settings.WIDGET_DIST_DIR });
  }
  if (settings.BACK_OFFICE_DIST_DIR) {
    await app.register(consoleHost, { consoleDistDir: settings.BACK_OFFICE_DIST_DIR });
  }
  if (settings.SITE_DIST_DIR) {
    await app.register(siteHost, {
      siteDistDir: settings.SITE_DIST_DIR,
      centreSiteDistDir: settings.CENTER_SITE_DIST_DIR,
      apiBaseUrl: internalBaseUrl(settings.HOST, settings.PORT),
      siteUrl: settings.PUBLIC_URL,
      testLoginEnabled: settings.AUTH_TEST_LOGIN_ENABLED,
      signInOffered: offeredSignInProviders(settings).length > 0,
      localSignIn: localSignInProviders(settings).length > 0,
      pageCache: createPageCache(contentChanges),
      directory: siteDirectory,
    });
  }
  return app;
}
