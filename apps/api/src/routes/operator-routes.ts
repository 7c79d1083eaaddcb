// DESIGN.md §6: the operator API (paths in @lawfirm/api-client OPERATOR_PATHS).
// Operators sign in for a session token (Authorization: Bearer), then list, take, answer and
// close inquiries. Every change the visitor sees is announced on the event bus, so it reaches
// the widget's socket on any instance. Answers use the chat envelope and error catalogue.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { OPERATOR_FILE_MAX_BYTES, OPERATOR_FILES_PER_MESSAGE } from '@lawfirm/api-client/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { chatEvents } from '../chat/chat-events';
import type { EventBus } from '../chat/event-bus';
import type { FileLinks } from '../chat/file-links';
import type { FileStorage } from '../chat/file-storage';
import type { OperatorTokens } from '../chat/operator-auth';
import { operatorFeed } from '../chat/operator-feed';
import { operatorSession, requireOperatorSession } from '../chat/operator-session';
import type { DevelopmentOutbox } from '../chat/sms';
import type { Database } from '../db/create-database';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import { chatErrorHandler, chatValidatorCompiler } from './chat-http';
import { operatorAnnouncer } from './operator-announce';
import { operatorAssignmentRoutes } from './operator-assignment-routes';
import { operatorInquiryRoutes } from './operator-inquiry-routes';
import { operatorMessageRoutes } from './operator-message-routes';
import { operatorOutboxRoutes } from './operator-outbox-routes';
import { operatorPasswordRoutes } from './operator-password-routes';
import { operatorSignInRoutes } from './operator-sign-in-routes';

export interface OperatorRoutesOptions {
  database: Database;
  bus: EventBus;
  tokens: OperatorTokens;
  links: FileLinks;
  storage: FileStorage;
  /** Where sign-in tries are counted (Redis when set, shared by every instance). */
  rateLimitStore?: RateLimitStore;
  /** The live feed's heartbeat (OPERATOR_FEED_HEARTBEAT_MS by default; tests shorten it). */
  feedHeartbeatMs?: number;
  /** The local SMS outbox, when codes go there: operators may read it. */
  smsOutbox?: DevelopmentOutbox;
}

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (
  app,
  { database: { db }, bus, tokens, links, storage, rateLimitStore, feedHeartbeatMs, smsOutbox },
) => {
  app.setValidatorCompiler(chatValidatorCompiler);
  app.setErrorHandler(chatErrorHandler);
  await app.register(rateLimit, { ...rateLimitStore, global: false });
  await app.register(multipart, {
    limits: { fileSize: OPERATOR_FILE_MAX_BYTES, files: OPERATOR_FILES_PER_MESSAGE, fields: 4 },
    throwFileSizeLimit: true,
  });

  await app.register(operatorSignInRoutes, { db, tokens });

  // Every other call needs a valid session: one check, before each handler runs.
  const session = operatorSession(db, tokens);
  const events = chatEvents(bus);
  const announcer = operatorAnnouncer(db, links, events);
  await app.register(async (signedIn) => {
    requireOperatorSession(signedIn, session);
    await signedIn.register(operatorFeed, { db, bus, session, heartbeatMs: feedHeartbeatMs });
    if (smsOutbox) await signedIn.register(operatorOutboxRoutes, { outbox: smsOutbox });
    await signedIn.register(operatorPasswordRoutes, { db, tokens });
    await signedIn.register(operatorInquiryRoutes, { db, announcer });
    await signedIn.register(operatorAssignmentRoutes, { db, tokens, events, announcer });
    await signedIn.register(operatorMessageRoutes, { db, storage, events, announcer });
  });
};
