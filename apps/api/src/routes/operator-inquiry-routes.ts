// DESIGN.md §6: what operators read: pages of inquiries, one inquiry, and its messages.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { chatResponseSchema } from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { listMessages } from '../chat/chat-service';
import { inquiryOf, listInquiries, presentInquiry } from '../chat/operator-inquiries';
import { signedInOperator } from '../chat/operator-session';
import type { Db } from '../db/create-database';
import { ok } from './chat-http';
import type { OperatorAnnouncer } from './operator-announce';

export interface OperatorInquiryRoutesOptions {
  db: Db;
  announcer: OperatorAnnouncer;
}

export const operatorInquiryRoutes: FastifyPluginAsyncZod<OperatorInquiryRoutesOptions> = async (
  app,
  { db, announcer },
) => {
  app.get(
    OPERATOR_PATHS.inquiries,
    {
      schema: {
        summary: 'A page of inquiries, newest first, by state, channel, or the operator’s own',
        querystring: operatorSchemas.inquiryListQuery,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.inquiries) },
      },
    },
    async (request) => ok(await listInquiries(db, signedInOperator(request), request.query)),
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
      const inquiry = await inquiryOf(db, request.params.chat_inquiry_number);
      const page = await listMessages(db, inquiry, {
        chat_inquiry_number: inquiry.chatInquiryNumber,
        ...request.query,
      });
      return ok({
        messages: await announcer.present(page.rows),
        next_page_yn: page.next_page_yn,
      });
    },
  );
};
