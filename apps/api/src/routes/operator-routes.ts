// DESIGN.md §6: the operator API (paths in @lawfirm/api-client OPERATOR_PATHS).
// Operators sign in for a session token (Authorization: Bearer), then list, take, answer and
// close inquiries. Every change the visitor sees is announced on the event bus, so it reaches
// the widget's socket on any instance. Answers use the chat envelope and error catalogue.
import multipart from '@fastify/multipart';
import {
  OPERATOR_FILE_MAX_BYTES,
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_PATHS,
  SENDER_TYPES,
  chatResponseSchema,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { chatEvents } from '../chat/chat-events';
import { ChatError } from '../chat/chat-error';
import { listMessages } from '../chat/chat-service';
import { objectExposeInfo } from '../chat/chat-workflows';
import type { EventBus } from '../chat/event-bus';
import type { FileLinks } from '../chat/file-links';
import type { FileStorage } from '../chat/file-storage';
import { presentMessages } from '../chat/message-files';
import type { OperatorTokens } from '../chat/operator-auth';
import type { DevelopmentOutbox } from '../chat/sms';
import { operatorFeed } from '../chat/operator-feed';
import {
  assign,
  checkCanType,
  closeInquiry,
  editMessage,
  inquiryOf,
  listInquiries,
  operatorOf,
  presentInquiry,
  recordFollowUpLink,
  recallMessage,
  reply,
  sendFiles,
  signIn,
  unassign,
  visitorKeyOf,
} from '../chat/operator-service';
import type { OperatorChange, OperatorPrincipal, UploadedFile } from '../chat/operator-service';
import type { Database } from '../db/create-database';
import type { ChatMessageRow } from '../db/schema';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import { chatErrorHandler, chatValidatorCompiler, ok } from './chat-http';
import { operatorOutboxRoutes } from './operator-outbox-routes';

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

/** Ours: sign-in tries per address and minute, against password guessing. */
export const OPERATOR_SIGN_IN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;

const BEARER = /^Bearer (\S+)$/;

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
  const events = chatEvents(bus);

  async function operatorOfRequest(request: FastifyRequest): Promise<OperatorPrincipal> {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    return operatorOf(db, await tokens.verify(token));
  }

  await app.register(operatorFeed, {
    db,
    bus,
    authenticate: operatorOfRequest,
    heartbeatMs: feedHeartbeatMs,
  });
  if (smsOutbox) {
    await app.register(operatorOutboxRoutes, {
      outbox: smsOutbox,
      authenticate: operatorOfRequest,
    });
  }

  const present = async (rows: readonly ChatMessageRow[]) => presentMessages(db, links, rows);

  /** Announces an operator's change: its messages, then what changed about the inquiry. */
  async function announce(change: OperatorChange) {
    for (const message of await present(change.messages)) {
      await events.messageCreated(await visitorKeyOf(db, change.inquiry), message);
    }
  }

  app.post(
    OPERATOR_PATHS.signIn,
    {
      config: {
        rateLimit: {
          max: OPERATOR_SIGN_IN_RATE_LIMIT.max,
          timeWindow: OPERATOR_SIGN_IN_RATE_LIMIT.timeWindowMs,
        },
      },
      schema: {
        summary: 'Signs an operator in: a session token for Authorization: Bearer',
        body: operatorSchemas.signIn,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.signIn) },
      },
    },
    async (request) => {
      const operator = await signIn(db, request.body.login_id, request.body.password);
      const { token, expiresAt } = await tokens.issue(operator.operatorId);
      return ok({
        token,
        expires_at: expiresAt.toISOString(),
        operator: {
          operator_id: operator.operatorId,
          login_id: operator.loginId,
          display_name: operator.displayName,
        },
      });
    },
  );

  app.get(
    OPERATOR_PATHS.inquiries,
    {
      schema: {
        summary: 'A page of inquiries, newest first, by state, channel, or the operator’s own',
        querystring: operatorSchemas.inquiryListQuery,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.inquiries) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      return ok(await listInquiries(db, operator, request.query));
    },
  );

  app.get(
    OPERATOR_PATHS.inquiry,
    {
      schema: {
        summary: 'One inquiry, with the visitor’s number in full',
        params: operatorSchemas.inquiryParams,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.inquiry) },
      },
    },
    async (request) => {
      await operatorOfRequest(request);
      const inquiry = await inquiryOf(db, request.params.chat_inquiry_number);
      return ok({ inquiry: await presentInquiry(db, inquiry) });
    },
  );

  app.get(
    OPERATOR_PATHS.messages,
    {
      schema: {
        summary: 'The inquiry’s messages, ascending (after a number, for reconnects)',
        params: operatorSchemas.inquiryParams,
        querystring: operatorSchemas.messageListQuery,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.messages) },
      },
    },
    async (request) => {
      await operatorOfRequest(request);
      const inquiry = await inquiryOf(db, request.params.chat_inquiry_number);
      const page = await listMessages(db, inquiry, {
        chat_inquiry_number: inquiry.chatInquiryNumber,
        ...request.query,
      });
      return ok({ messages: await present(page.rows), next_page_yn: page.next_page_yn });
    },
  );

  /** A POST on one inquiry that answers the inquiry after an operator's change. */
  function inquiryAction(
    path: string,
    summary: string,
    act: (operator: OperatorPrincipal, inquiryNumber: number) => Promise<OperatorChange>,
    after: (change: OperatorChange, operator: OperatorPrincipal) => Promise<void>,
  ) {
    app.post(
      path,
      {
        schema: {
          summary,
          params: operatorSchemas.inquiryParams,
          response: { 200: chatResponseSchema(operatorAnswerSchemas.inquiry) },
        },
      },
      async (request) => {
        const operator = await operatorOfRequest(request);
        const params = request.params as { chat_inquiry_number: number };
        const change = await act(operator, params.chat_inquiry_number);
        if (change.messages.length > 0) {
          await announce(change);
          await after(change, operator);
        }
        return ok({ inquiry: await presentInquiry(db, change.inquiry) });
      },
    );
  }

  inquiryAction(
    OPERATOR_PATHS.assign,
    'Takes the inquiry (inquiry.assigned)',
    (operator, number) => assign(db, operator, number),
    async (change, operator) => {
      await events.inquiryAssigned(change.inquiry.chatInquiryNumber, operator.displayName);
      // The bot's choices are withdrawn once a person answers.
      await events.workflowUpdated(
        change.inquiry.chatInquiryNumber,
        await objectExposeInfo(db, change.inquiry),
      );
    },
  );
  inquiryAction(
    OPERATOR_PATHS.unassign,
    'Leaves the inquiry to another operator (inquiry.unassigned)',
    (operator, number) => unassign(db, operator, number),
    (change) => events.inquiryUnassigned(change.inquiry.chatInquiryNumber),
  );
  inquiryAction(
    OPERATOR_PATHS.close,
    'Closes the inquiry (inquiry.closed)',
    (operator, number) => closeInquiry(db, operator, number),
    (change) =>
      events.inquiryClosed(
        change.inquiry.chatInquiryNumber,
        change.inquiry.closedAt!.toISOString(),
      ),
  );

  app.post(
    OPERATOR_PATHS.messages,
    {
      schema: {
        summary: 'Replies with text (sanitized; idempotent by client_message_id)',
        params: operatorSchemas.inquiryParams,
        body: operatorSchemas.reply,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.message) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      const number = request.params.chat_inquiry_number;
      const { message, created } = await reply(db, operator, number, request.body);
      const [answer] = await present([message]);
      if (created)
        await events.messageCreated(await visitorKeyOf(db, await inquiryOf(db, number)), answer!);
      return ok({ message: answer! });
    },
  );

  app.post(
    OPERATOR_PATHS.files,
    {
      schema: {
        summary: `Sends 1 to ${OPERATOR_FILES_PER_MESSAGE} files (multipart field "files", optional "text")`,
        params: operatorSchemas.inquiryParams,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.message) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      const number = request.params.chat_inquiry_number;
      if (!request.isMultipart()) {
        throw new ChatError('CE000200001', 'send the files as multipart/form-data');
      }
      const files: UploadedFile[] = [];
      let caption: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            files.push({
              name: part.filename,
              contentType: part.mimetype,
              data: await part.toBuffer(),
            });
          } else if (part.fieldname === 'text' && typeof part.value === 'string') {
            caption = part.value;
          }
        }
      } catch (error) {
        if (error instanceof ChatError) throw error;
        throw new ChatError('E001000003', (error as Error).message, { cause: error });
      }
      const message = await sendFiles(db, storage, operator, number, files, caption);
      const [answer] = await present([message]);
      await events.messageCreated(await visitorKeyOf(db, await inquiryOf(db, number)), answer!);
      return ok({ message: answer! });
    },
  );

  app.patch(
    OPERATOR_PATHS.message,
    {
      schema: {
        summary: 'Edits the operator’s own text message (message.updated)',
        params: operatorSchemas.messageParams,
        body: operatorSchemas.edit,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.message) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      const { chat_inquiry_number, message_number } = request.params;
      const edited = await editMessage(
        db,
        operator,
        chat_inquiry_number,
        message_number,
        request.body.html_content,
      );
      const [answer] = await present([edited]);
      await events.messageUpdated(answer!);
      return ok({ message: answer! });
    },
  );

  app.post(
    OPERATOR_PATHS.recall,
    {
      schema: {
        summary: 'Recalls the operator’s own message (message.collected)',
        params: operatorSchemas.messageParams,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.recall) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      const { chat_inquiry_number, message_number } = request.params;
      await recallMessage(db, operator, chat_inquiry_number, message_number);
      await events.messageCollected(chat_inquiry_number, message_number);
      return ok({ message_number });
    },
  );

  app.post(
    OPERATOR_PATHS.typing,
    {
      schema: {
        summary: 'Shows the visitor that the operator is typing (typing.started)',
        params: operatorSchemas.inquiryParams,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.typing) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      await checkCanType(db, operator, request.params.chat_inquiry_number);
      await events.typingStarted(request.params.chat_inquiry_number, SENDER_TYPES.operator);
      return ok({});
    },
  );

  app.post(
    OPERATOR_PATHS.followUpLink,
    {
      schema: {
        summary: 'A follow-up token that reopens the inquiry on the visitor’s device (24 h)',
        params: operatorSchemas.inquiryParams,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.followUpLink) },
      },
    },
    async (request) => {
      const operator = await operatorOfRequest(request);
      const { token, expiresAt, tokenId } = await tokens.issueFollowUp(
        request.params.chat_inquiry_number,
      );
      await recordFollowUpLink(db, operator, request.params.chat_inquiry_number, tokenId);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );
};
