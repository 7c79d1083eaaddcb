// spec/chat-widget.md §7: the visitor's /chatctm calls. Every call is a POST of {d:{...}} with
// headers `a` (the chat token) and `v` (the version); every answer is the result_info envelope
// (§8). A refused call answers one code of the catalogue with its HTTP status and changes
// nothing; a malformed one answers CE000200001 with every issue and its path.
import {
  API_VERSION,
  CHAT_ERROR_CODES,
  CHAT_PATHS,
  CHAT_RESULT_FAIL,
  CHAT_RESULT_OK,
  chatRequestSchemas,
  chatResponseDataSchemas,
  chatResponseSchema,
  REQUEST_INVALID_CODE,
} from '@lawfirm/api-client';
import type {
  ChatErrorCodeName,
  ChatPath,
  ChatRequest,
  ChatResponseData,
} from '@lawfirm/api-client';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CHAT_TOKEN_HEADER, CHAT_VERSION_HEADER } from '../chat/chat-constants';
import { ChatError } from '../chat/chat-error';
import {
  authenticate,
  generateInquiry,
  inquiryDetail,
  inquiryMain,
  listMessages,
  messageOf,
  ownInquiry,
  sendMessage,
  updateAgeConsent,
  visitorOfToken,
} from '../chat/chat-service';
import type { ChatVisitor } from '../chat/chat-service';
import { chatEvents } from '../chat/chat-events';
import { historyList, joinHistoryInquiry, markRead } from '../chat/chat-history';
import { sendCertificationCode, verifyCertificationCode } from '../chat/chat-verification';
import type { SmsSender } from '../chat/sms';
import { createChatTokens } from '../chat/chat-token';
import type { EventBus } from '../chat/event-bus';
import { registerSocketHub } from '../chat/socket-hub';
import { SOCKET_PATH } from '../chat/socket-protocol';
import type { Database } from '../db/create-database';
import type { Settings } from '../settings';

export interface ChatRoutesOptions {
  database: Database;
  settings: Pick<Settings, 'AUTH_SESSION_SECRET'>;
  /** Where realtime events go: in-process, or Redis when REDIS_URL is set. */
  bus: EventBus;
  /** The clock of the tokens; tests move it instead of waiting. */
  now?: () => Date;
  /** The socket's ping interval (spec §9 heartbeat 30 s); tests shorten it. */
  heartbeatMs?: number;
  /** Where verification codes go (chat/sms.ts). */
  sms: SmsSender;
}

/** The refused call's answer; `issues` only for a malformed request. */
export interface ChatFailureBody {
  result_info: { result_cd: string; result_type_cd: string; result_msg: string };
  data: null;
  issues?: Array<{ path: string; message: string }>;
}

class ChatRequestInvalid extends Error {
  constructor(readonly issues: Array<{ path: string; message: string }>) {
    super('the chat request is malformed');
  }
}

const chatValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { error: new ChatRequestInvalid(issues) };
  };

function failure(code: ChatErrorCodeName, issues?: ChatFailureBody['issues']): ChatFailureBody {
  return {
    result_info: {
      result_cd: code,
      result_type_cd: CHAT_RESULT_FAIL,
      result_msg: CHAT_ERROR_CODES[code].message,
    },
    data: null,
    ...(issues ? { issues } : {}),
  };
}

function chatErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ChatRequestInvalid) {
    return reply.code(400).send(failure(REQUEST_INVALID_CODE, error.issues));
  }
  if (error instanceof ChatError) {
    request.log.info({ code: error.code }, error.message);
    return reply.code(error.status).send(failure(error.code));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, a wrong content type, a body too large.
    return reply
      .code(status)
      .send(failure(REQUEST_INVALID_CODE, [{ path: '', message: error.message }]));
  }
  request.log.error({ err: error }, 'chat call failed');
  return reply.code(500).send(failure('E000100001'));
}

const headersSchema = z.object({
  [CHAT_TOKEN_HEADER]: z.string().max(4096).optional(),
  /** Semantic version; only major version 1 is served. */
  [CHAT_VERSION_HEADER]: z
    .string()
    .regex(/^1\.\d+\.\d+$/, `v: a 1.x.y version (${API_VERSION})`)
    .optional(),
});

const ok = <T>(data: T) => ({
  result_info: { result_cd: CHAT_RESULT_OK, result_type_cd: CHAT_RESULT_OK, result_msg: '' },
  data,
});

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { database: { db }, settings, bus, now, heartbeatMs, sms },
) => {
  app.setValidatorCompiler(chatValidatorCompiler);
  app.setErrorHandler(chatErrorHandler);
  const tokens = createChatTokens(settings.AUTH_SESSION_SECRET, now);
  const events = chatEvents(bus);
  await app.register(websocket);
  await registerSocketHub(app, { db, tokens, bus, heartbeatMs });

  /** One call: its schemas, and a handler given `d` and, unless `open`, the visitor. */
  function call<P extends ChatPath>(
    path: P,
    summary: string,
    handler: (
      d: ChatRequest<P>,
      who: ChatVisitor,
      request: FastifyRequest,
    ) => Promise<ChatResponseData<P>>,
  ) {
    app.post(
      path,
      {
        schema: {
          summary,
          tags: ['chat'],
          headers: headersSchema,
          body: z.object({ d: chatRequestSchemas[path] }),
          response: { 200: chatResponseSchema(chatResponseDataSchemas[path]) },
        },
      },
      async (request) => {
        const token = request.headers[CHAT_TOKEN_HEADER];
        const who = await visitorOfToken(db, tokens, typeof token === 'string' ? token : undefined);
        const { d } = request.body as { d: ChatRequest<P> };
        return ok(await handler(d, who, request));
      },
    );
  }

  app.post(
    CHAT_PATHS.authenticate,
    {
      schema: {
        summary: 'Authenticates a visitor for the channel of a centre code (crtfica)',
        description:
          'Answers a chat token (send it as header `a`) and the channel number. With a valid ' +
          'token of the same channel the visitor stays the same and this device becomes the ' +
          'only active one; the others get user.expired.',
        tags: ['chat'],
        headers: headersSchema,
        body: z.object({ d: chatRequestSchemas[CHAT_PATHS.authenticate] }),
        response: { 200: chatResponseSchema(chatResponseDataSchemas[CHAT_PATHS.authenticate]) },
      },
    },
    async (request) => {
      const token = request.headers[CHAT_TOKEN_HEADER];
      const result = await authenticate(
        db,
        tokens,
        request.body.d.center_code,
        typeof token === 'string' ? token : undefined,
      );
      await events.userExpired(result.revokedSessionIds);
      return ok({ token: result.token, channel_number: result.channelNumber });
    },
  );

  call(
    CHAT_PATHS.realtimeInit,
    'The socket URL and a one-minute connection token',
    async (_d, who, request) => ({
      connection_url: `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}${SOCKET_PATH}`,
      connection_token: await tokens.issueConnection({
        visitorKey: who.visitor.visitorKey,
        sessionId: who.sessionId,
      }),
    }),
  );

  call(CHAT_PATHS.inquiryMain, 'The channel and the inquiry in progress', (d, who) =>
    inquiryMain(db, who, d.channel_number),
  );

  call(CHAT_PATHS.inquiryGeneration, 'Starts an inquiry', async (d, who) => ({
    chat_inquiry_number: await generateInquiry(db, who, d),
  }));

  call(CHAT_PATHS.inquiryDetail, "One of the visitor's inquiries", async (d, who) =>
    inquiryDetail(await ownInquiry(db, who, d.chat_inquiry_number)),
  );

  call(
    CHAT_PATHS.messageList,
    'A page of messages, ascending by message_number',
    async (d, who) => {
      const inquiry = await ownInquiry(db, who, d.chat_inquiry_number);
      const page = await listMessages(db, inquiry, d);
      // Listed to the visitor: nothing before now counts as unread in the history list.
      await markRead(db, inquiry);
      return page;
    },
  );

  call(
    CHAT_PATHS.messageSend,
    'Sends the visitor’s message (sanitized; idempotent by client_message_id)',
    async (d, who) => {
      const inquiry = await ownInquiry(db, who, d.chat_inquiry_number);
      const { message, created } = await sendMessage(db, who, inquiry, d);
      const answer = messageOf(message);
      // A resend answers the stored message without announcing it again.
      if (created) await events.messageCreated(who.visitor.visitorKey, answer);
      return { message: answer };
    },
  );

  call(CHAT_PATHS.ageConsentUpdate, 'Records the 14-or-older confirmation', async (d, who) =>
    updateAgeConsent(
      db,
      await ownInquiry(db, who, d.chat_inquiry_number),
      d.age_consent_state_code,
    ),
  );

  call(
    CHAT_PATHS.certificationSend,
    'Sends a six-digit code by SMS (valid 180 s)',
    (d, who, request) =>
      sendCertificationCode(db, sms, who, {
        name: d.name,
        phone: d.cell_phone_number,
        clientAddress: request.ip,
      }),
  );

  call(
    CHAT_PATHS.certificationVerify,
    'Checks the code; success authorises the history calls',
    (d, who) =>
      verifyCertificationCode(db, who, {
        name: d.name,
        phone: d.cell_phone_number,
        code: d.certification_number,
      }),
  );

  call(
    CHAT_PATHS.historyList,
    "The verified person's inquiries, newest first",
    async (_d, who) => ({
      chat_inquiry_list: await historyList(db, who),
    }),
  );

  call(
    CHAT_PATHS.historyParticipation,
    'Joins an inquiry of the history before viewing it',
    (d, who) => joinHistoryInquiry(db, who, d.chat_inquiry_number),
  );
};
