// spec/chat-widget.md §7: the visitor's /chatctm calls. Every call is a POST of {d:{...}} with
// headers `a` (the chat token) and `v` (the version); every answer is the result_info envelope
// (§8). A refused call answers one code of the catalogue with its HTTP status and changes
// nothing; a malformed one answers CE000200001 with every issue and its path.
import {
  CHAT_PATHS,
  chatRequestSchemas,
  chatResponseDataSchemas,
  chatResponseSchema,
} from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';

import type { ChatRateLimits } from '../chat/chat-constants';
import { chatEvents } from '../chat/chat-events';
import { authenticate } from '../chat/chat-service';
import { createChatTokens } from '../chat/chat-token';
import { rememberConnectionToken } from '../chat/connection-tokens';
import type { EventBus } from '../chat/event-bus';
import type { FileLinks } from '../chat/file-links';
import type { FileStorage } from '../chat/file-storage';
import type { OperatorTokens } from '../chat/operator-auth';
import type { SmsSender } from '../chat/sms-sender';
import { createRedisSocketCounts } from '../chat/redis-socket-counts';
import { createMemorySocketCounts } from '../chat/socket-counts';
import type { SocketCounts } from '../chat/socket-counts';
import { registerSocketHub } from '../chat/socket-hub';
import { SOCKET_LIMITS, socketUrlOf } from '../chat/socket-protocol';
import type { SocketLimits } from '../chat/socket-protocol';
import type { Database } from '../db/create-database';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import type { Settings } from '../settings';
import { chatCall, chatHeadersSchema, chatTokenOf } from './chat-call';
import { registerConversationCalls } from './chat-conversation-calls';
import { registerFileRoutes } from './chat-file-routes';
import { registerHistoryCalls } from './chat-history-calls';
import { chatErrorHandler, chatValidatorCompiler, ok } from './chat-http';
import { registerChatRateLimits } from './chat-rate-limits';

export interface ChatRoutesOptions {
  database: Database;
  settings: Pick<Settings, 'AUTH_SESSION_SECRET' | 'PUBLIC_URL'>;
  /** Signs file URLs (shared with the operator API). */
  links: FileLinks;
  /** Where operators' files are kept. */
  storage: FileStorage;
  /** Reads follow-up link tokens (issued by the operator API). */
  operatorTokens: OperatorTokens;
  /** Where realtime events go: in-process, or Redis when REDIS_URL is set. */
  bus: EventBus;
  /** The clock of the tokens; tests move it instead of waiting. */
  now?: () => Date;
  /** The socket's ping interval (spec §9 heartbeat 30 s); tests shorten it. */
  heartbeatMs?: number;
  /** Where verification codes go (chat/sms.ts). */
  sms: SmsSender;
  /** Where the calls' rate-limit counts live (Redis when set, shared by every instance). */
  rateLimitStore?: RateLimitStore;
  /** The rate limits (CHAT_RATE_LIMITS by default; the hostile-input test raises them). */
  rateLimits?: ChatRateLimits;
  /** The socket's limits (SOCKET_LIMITS by default; tests lower or raise them). */
  socketLimits?: SocketLimits;
  /** Where the sockets are counted; by default Redis beside the rate limits, or memory. */
  socketCounts?: SocketCounts;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  {
    database: { db },
    settings,
    bus,
    now,
    heartbeatMs,
    sms,
    links,
    storage,
    operatorTokens,
    rateLimitStore,
    rateLimits,
    socketLimits,
    socketCounts,
  },
) => {
  app.setValidatorCompiler(chatValidatorCompiler);
  app.setErrorHandler(chatErrorHandler);
  const tokens = createChatTokens(settings.AUTH_SESSION_SECRET, now);
  const limitOptions = await registerChatRateLimits(app, {
    store: rateLimitStore,
    tokens,
    limits: rateLimits,
  });
  const events = chatEvents(bus);
  const socketUrl = socketUrlOf(settings.PUBLIC_URL);
  // The sockets per visitor and per address, in Redis beside the rate limits' counts when
  // there is one.
  const redis = rateLimitStore?.redis as Redis | undefined;
  const counts =
    socketCounts ??
    (redis
      ? createRedisSocketCounts(redis, {
          lapseMs: (socketLimits ?? SOCKET_LIMITS).placeLapseMs,
          onError: (error) => app.log.warn({ err: error }, 'socket counts (Redis) failed'),
        })
      : createMemorySocketCounts());
  await registerSocketHub(app, { db, tokens, bus, counts, heartbeatMs, limits: socketLimits });

  const call = chatCall(app, { db, tokens, limitOptions });

  const authenticateLimits = limitOptions(CHAT_PATHS.authenticate);
  app.post(
    CHAT_PATHS.authenticate,
    {
      onRequest: authenticateLimits.onRequest,
      schema: {
        summary: 'Authenticates a visitor for the channel of a centre code (crtfica)',
        description:
          'Answers a chat token (send it as header `a`), the channel number and whether the ' +
          "visitor's phone verification holds (certification_yn). With a valid token of the " +
          'same channel the visitor stays the same, verification included, and this device ' +
          'becomes the only active one; the others get user.expired. ' +
          authenticateLimits.description,
        headers: chatHeadersSchema,
        body: z.object({ d: chatRequestSchemas[CHAT_PATHS.authenticate] }),
        response: { 200: chatResponseSchema(chatResponseDataSchemas[CHAT_PATHS.authenticate]) },
      },
    },
    async (request) => {
      const result = await authenticate(
        db,
        tokens,
        request.body.d.center_code,
        chatTokenOf(request),
      );
      await events.userExpired(result.revokedSessionIds);
      return ok({
        token: result.token,
        channel_number: result.channelNumber,
        certification_yn: result.verified ? 'Y' : 'N',
      });
    },
  );

  call(
    CHAT_PATHS.realtimeInit,
    'The socket URL and a one-minute, single-use connection token',
    async (_d, who) => {
      const { token, tokenId } = await tokens.issueConnection({
        visitorKey: who.visitor.visitorKey,
        sessionId: who.sessionId,
      });
      await rememberConnectionToken(db, who.sessionId, tokenId);
      // From the configured public origin, never from the request's Host header, which the
      // caller writes (a forged one would send the widget's socket elsewhere).
      return { connection_url: socketUrl, connection_token: token };
    },
  );

  registerConversationCalls(call, { db, events, links });
  registerHistoryCalls(call, { db, events, sms, operatorTokens });
  registerFileRoutes(app, call, { db, links, storage });
};
