// spec/chat-widget.md §7: the visitor's /chatctm calls. Every call is a POST of {d:{...}} with
// headers `a` (the chat token) and `v` (the version); every answer is the result_info envelope
// (§8). A refused call answers one code of the catalogue with its HTTP status and changes
// nothing; a malformed one answers CE000200001 with every issue and its path.
import { API_VERSION } from '@lawfirm/api-client';
import {
  CHAT_PATHS,
  chatRequestSchemas,
  chatResponseDataSchemas,
  chatResponseSchema,
} from '@lawfirm/api-client/chat';
import type { ChatPath, ChatRequest, ChatResponseData } from '@lawfirm/api-client/chat';
import type { FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CHAT_TOKEN_HEADER, CHAT_VERSION_HEADER } from '../chat/chat-constants';
import {
  authenticate,
  generateInquiry,
  inquiryDetail,
  inquiryMain,
  listMessages,
  maskPhone,
  ownInquiry,
  sendMessage,
  updateAgeConsent,
  visitorOfToken,
} from '../chat/chat-service';
import type { ChatVisitor } from '../chat/chat-visitor';
import { chatEvents } from '../chat/chat-events';
import {
  historyList,
  joinFollowUpInquiry,
  joinHistoryInquiry,
  markRead,
} from '../chat/chat-history';
import { updatePersonalInfo } from '../chat/chat-personal-info';
import { objectExposeInfo, progressWorkflow, rollbackWorkflow } from '../chat/chat-workflows';
import type { WorkflowChange } from '../chat/chat-workflows';
import type { FileLinks } from '../chat/file-links';
import { FILE_ROUTE_PREFIX } from '../chat/file-links';
import type { FileStorage } from '../chat/file-storage';
import { contentDisposition, fileByKey, fileForDownload } from '../chat/chat-files';
import { ChatError } from '../chat/chat-error';
import { messageOf } from '../chat/inquiry-store';
import { presentMessages } from '../chat/message-files';
import type { OperatorTokens } from '../chat/operator-auth';
import { sendCertificationCode, verifyCertificationCode } from '../chat/chat-verification';
import type { SmsSender } from '../chat/sms-sender';
import { createChatTokens } from '../chat/chat-token';
import type { EventBus } from '../chat/event-bus';
import { rememberConnectionToken } from '../chat/connection-tokens';
import { registerSocketHub } from '../chat/socket-hub';
import { socketUrlOf } from '../chat/socket-protocol';
import type { ChatRateLimits } from '../chat/chat-constants';
import type { Database } from '../db/create-database';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import type { Settings } from '../settings';
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
}

const headersSchema = z.object({
  [CHAT_TOKEN_HEADER]: z.string().max(4096).optional(),
  /** Semantic version; only major version 1 is served. */
  [CHAT_VERSION_HEADER]: z
    .string()
    .regex(/^1\.\d+\.\d+$/, `v: a 1.x.y version (${API_VERSION})`)
    .optional(),
});

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
    const { onRequest, description } = limitOptions(path);
    app.post(
      path,
      {
        onRequest,
        schema: {
          summary,
          description,
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

  const authenticateLimits = limitOptions(CHAT_PATHS.authenticate);
  app.post(
    CHAT_PATHS.authenticate,
    {
      onRequest: authenticateLimits.onRequest,
      schema: {
        summary: 'Authenticates a visitor for the channel of a centre code (crtfica)',
        description:
          'Answers a chat token (send it as header `a`) and the channel number. With a valid ' +
          'token of the same channel the visitor stays the same and this device becomes the ' +
          `only active one; the others get user.expired. ${authenticateLimits.description}`,
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

  call(CHAT_PATHS.inquiryMain, 'The channel and the inquiry in progress', (d, who) =>
    inquiryMain(db, who, d.channel_number),
  );

  call(CHAT_PATHS.inquiryGeneration, 'Starts an inquiry', async (d, who) => {
    const number = await generateInquiry(db, who, d);
    await events.inquiryOpened(who.visitor.visitorKey, number);
    return { chat_inquiry_number: number };
  });

  call(CHAT_PATHS.inquiryDetail, "One of the visitor's inquiries", async (d, who) =>
    inquiryDetail(db, await ownInquiry(db, who, d.chat_inquiry_number)),
  );

  /** Announces a workflow's messages and its new choices; answers the choices. */
  async function announceWorkflow(who: ChatVisitor, change: WorkflowChange) {
    for (const message of change.messages) {
      await events.messageCreated(who.visitor.visitorKey, messageOf(message));
    }
    const info = await objectExposeInfo(db, change.inquiry);
    if (change.messages.length > 0) {
      await events.workflowUpdated(change.inquiry.chatInquiryNumber, info);
    }
    return { object_expose_info: info };
  }

  call(
    CHAT_PATHS.workflowProgress,
    'Chooses an object of the exposed workflow step',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      return announceWorkflow(who, await progressWorkflow(db, who, d));
    },
  );

  call(
    CHAT_PATHS.workflowRollback,
    'Goes back one workflow step (back) or to the first (init)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      return announceWorkflow(who, await rollbackWorkflow(db, d));
    },
  );

  call(
    CHAT_PATHS.personalInfoUpdate,
    'Submits or edits the personal-information form (name and mobile number)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const change = await updatePersonalInfo(db, d);
      const form = messageOf(change.form);
      await events.messageUpdated(form);
      await events.customerInfoUpdated(
        d.chat_inquiry_number,
        d.name,
        maskPhone(d.cell_phone_number),
      );
      await announceWorkflow(who, { messages: change.messages, inquiry: change.inquiry });
      return { message: form };
    },
  );

  call(
    CHAT_PATHS.messageList,
    'A page of messages, ascending by message_number',
    async (d, who) => {
      const inquiry = await ownInquiry(db, who, d.chat_inquiry_number);
      const page = await listMessages(db, inquiry, d);
      // Listed to the visitor: nothing before now counts as unread in the history list.
      await markRead(db, inquiry);
      return {
        messages: await presentMessages(db, links, page.rows),
        next_page_yn: page.next_page_yn,
        collected_message_numbers: page.collectedNumbers,
      };
    },
  );

  call(
    CHAT_PATHS.messageSend,
    'Sends the visitor’s message (sanitized; idempotent by client_message_id)',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const { message, created } = await sendMessage(db, who, d.chat_inquiry_number, d);
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

  call(
    CHAT_PATHS.fileDownloadUrl,
    'A signed, short-lived download URL of a file of the inquiry',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const file = await fileForDownload(db, d.chat_inquiry_number, d.file_number);
      return { url: links.urlFor(file.fileKey, 'attachment') };
    },
  );

  call(
    CHAT_PATHS.alarmParticipation,
    'Opens the inquiry of a follow-up link on this device (hash authentication)',
    async (d, who) => {
      return joinFollowUpInquiry(db, who, await operatorTokens.verifyFollowUp(d.token));
    },
  );

  // The file behind a signed URL (a GET: an <img> or a download fetches it). The signature is
  // the permission: it was handed out only to the inquiry's visitor and operators.
  app.get(
    `${FILE_ROUTE_PREFIX}:fileKey`,
    {
      schema: {
        summary: 'A file of a chat message, through a signed URL',
        params: z.object({ fileKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
        querystring: z.object({
          expires: z.string().optional(),
          disposition: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { fileKey } = request.params;
      const disposition = links.verify(fileKey, request.query);
      const file = await fileByKey(db, fileKey);
      const stream = await storage.open(fileKey);
      if (!stream) throw new ChatError('E001000002', `file ${fileKey} is missing from storage`);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(stream);
    },
  );
};
