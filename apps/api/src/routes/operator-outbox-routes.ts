// Where the api runs without an SMS provider (SMS_PROVIDER=outbox, as `npm start` does), a
// signed-in operator (the operator API's session check guards the route) reads the verification codes the local outbox holds, so phone
// verification and chat history can be tried end to end. Registered only with the outbox.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { chatResponseSchema } from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DevelopmentOutbox } from '../chat/sms';
import { ok } from './chat-http';

export interface OperatorOutboxRoutesOptions {
  outbox: DevelopmentOutbox;
}

export const operatorOutboxRoutes: FastifyPluginAsyncZod<OperatorOutboxRoutesOptions> = async (
  app,
  { outbox },
) => {
  app.get(
    OPERATOR_PATHS.smsOutbox,
    {
      schema: {
        summary: 'The verification codes the local SMS outbox holds, newest first',
        description:
          'Only where SMS_PROVIDER=outbox (no SMS provider; `npm start` chooses it). ' +
          'The outbox keeps the latest messages in memory, so they go with a restart.',
        querystring: operatorSchemas.smsOutboxQuery,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.smsOutbox) },
      },
    },
    async (request) => {
      const { to } = request.query;
      const messages = outbox.messages
        .filter((message) => to === undefined || message.to === to)
        .toReversed()
        .map((message) => ({
          to: message.to,
          text: message.text,
          sent_at: message.sentAt.toISOString(),
        }));
      return ok({ messages });
    },
  );
};
