// DESIGN.md §6: the assigned operator's messages: text replies, files, edits and recalls, each
// announced to the inquiry's visitor (message.created, message.updated, message.collected).
import {
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { chatResponseSchema, MESSAGE_HTML_MAX_LENGTH } from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { ChatError } from '../chat/chat-error';
import type { ChatEvents } from '../chat/chat-events';
import type { FileStorage } from '../chat/file-storage';
import { sendFiles } from '../chat/operator-files';
import type { UploadedFile } from '../chat/operator-files';
import { editMessage, recallMessage, reply } from '../chat/operator-messages';
import { signedInOperator } from '../chat/operator-session';
import type { Db } from '../db/create-database';
import { ChatRequestInvalid, ok } from './chat-http';
import type { OperatorAnnouncer } from './operator-announce';

export interface OperatorMessageRoutesOptions {
  db: Db;
  storage: FileStorage;
  events: ChatEvents;
  announcer: OperatorAnnouncer;
}

/**
 * Bytes the "text" field may take: a message's characters at three UTF-8 bytes each (a character
 * of four bytes counts as two), so that a longer field is cut by the parser and refused below.
 */
const CAPTION_MAX_BYTES = MESSAGE_HTML_MAX_LENGTH * 3;

/** The caption, held to a message's limit; CE000200001 with its issue when it is over. */
function captionOf(value: string, truncated: boolean): string {
  const tooLong = `text: at most ${MESSAGE_HTML_MAX_LENGTH} characters`;
  if (truncated) throw new ChatRequestInvalid([{ path: 'text', message: tooLong }]);
  const result = operatorSchemas.fileCaption.safeParse(value);
  if (result.success) return result.data;
  throw new ChatRequestInvalid(
    result.error.issues.map((issue) => ({ path: 'text', message: issue.message })),
  );
}

/** The files and the optional "text" field of a multipart request. */
async function uploadOf(
  request: FastifyRequest,
): Promise<{ files: UploadedFile[]; caption: string | undefined }> {
  if (!request.isMultipart()) {
    throw new ChatError('CE000200001', 'send the files as multipart/form-data');
  }
  const files: UploadedFile[] = [];
  let caption: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fieldSize: CAPTION_MAX_BYTES } })) {
      if (part.type === 'file') {
        files.push({
          name: part.filename,
          contentType: part.mimetype,
          data: await part.toBuffer(),
        });
      } else if (part.fieldname === 'text' && typeof part.value === 'string') {
        caption = captionOf(part.value, part.valueTruncated);
      }
    }
  } catch (error) {
    if (error instanceof ChatError || error instanceof ChatRequestInvalid) throw error;
    throw new ChatError('E001000003', (error as Error).message, { cause: error });
  }
  return { files, caption };
}

export const operatorMessageRoutes: FastifyPluginAsyncZod<OperatorMessageRoutesOptions> = async (
  app,
  { db, storage, events, announcer },
) => {
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
      const number = request.params.chat_inquiry_number;
      const operator = signedInOperator(request);
      const { message, created } = await reply(db, operator, number, request.body);
      const answer = await announcer.presentOne(message);
      if (created) await announcer.messagesCreated(number, [answer]);
      return ok({ message: answer });
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
      const number = request.params.chat_inquiry_number;
      const operator = signedInOperator(request);
      const { files, caption } = await uploadOf(request);
      const message = await sendFiles(db, storage, operator, number, files, caption);
      const answer = await announcer.presentOne(message);
      await announcer.messagesCreated(number, [answer]);
      return ok({ message: answer });
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
      const { chat_inquiry_number, message_number } = request.params;
      const edited = await editMessage(
        db,
        signedInOperator(request),
        chat_inquiry_number,
        message_number,
        request.body.html_content,
      );
      const answer = await announcer.presentOne(edited);
      await events.messageUpdated(answer);
      return ok({ message: answer });
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
      const { chat_inquiry_number, message_number } = request.params;
      await recallMessage(db, signedInOperator(request), chat_inquiry_number, message_number);
      await events.messageCollected(chat_inquiry_number, message_number);
      return ok({ message_number });
    },
  );
};
