// DESIGN.md §6: taking, leaving and closing an inquiry, showing typing, and the follow-up link.
// Each change is announced: its notices to the visitor, then what changed about the inquiry.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { SENDER_TYPES, chatResponseSchema } from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ChatEvents } from '../chat/chat-events';
import { objectExposeInfo } from '../chat/chat-workflows';
import type { OperatorTokens } from '../chat/operator-auth';
import {
  assign,
  checkCanType,
  closeInquiry,
  recordFollowUpLink,
  unassign,
} from '../chat/operator-assignment';
import type { OperatorChange } from '../chat/operator-assignment';
import { presentInquiry } from '../chat/operator-inquiries';
import { signedInOperator } from '../chat/operator-session';
import type { OperatorPrincipal } from '../chat/operator-sign-in';
import type { Db } from '../db/create-database';
import { ok } from './chat-http';
import type { OperatorAnnouncer } from './operator-announce';

export interface OperatorAssignmentRoutesOptions {
  db: Db;
  tokens: OperatorTokens;
  events: ChatEvents;
  announcer: OperatorAnnouncer;
}

export const operatorAssignmentRoutes: FastifyPluginAsyncZod<
  OperatorAssignmentRoutesOptions
> = async (app, { db, tokens, events, announcer }) => {
  /** A POST on one inquiry that answers the inquiry after an operator's change. */
  function inquiryAction<C extends OperatorChange>(
    path: string,
    summary: string,
    act: (operator: OperatorPrincipal, inquiryNumber: number) => Promise<C>,
    after: (change: C, operator: OperatorPrincipal) => Promise<void>,
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
        const operator = signedInOperator(request);
        const change = await act(operator, request.params.chat_inquiry_number);
        if (change.messages.length > 0) {
          await announcer.messagesCreated(change.inquiry, await announcer.present(change.messages));
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
      events.inquiryClosed(change.inquiry.chatInquiryNumber, change.closedAt.toISOString()),
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
      await checkCanType(db, signedInOperator(request), request.params.chat_inquiry_number);
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
      const operator = signedInOperator(request);
      const { token, expiresAt, tokenId } = await tokens.issueFollowUp(
        request.params.chat_inquiry_number,
      );
      await recordFollowUpLink(db, operator, request.params.chat_inquiry_number, tokenId);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );
};
