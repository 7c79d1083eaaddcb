// Where the api runs without an SMS provider (SMS_PROVIDER=outbox, as `npm start` does), a
// signed-in operator reads the verification codes the local outbox holds, so phone
// verification and chat history can be tried end to end. Registered only with the outbox.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { chatResponseSchema } from '@lawfirm/api-client/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DevelopmentOutbox } from '../chat/sms';
import { ok } from './chat-http';

export interface OperatorOutboxRoutesOptions {
  outbox: DevelopmentOutbox;
  /** Refuses a request without a valid operator session (the operator API's own check). */
  authenticate: (request: FastifyRequest) => Promise<unknown>;
}

export const operatorOutboxRoutes: FastifyPluginAsyncZod<OperatorOutboxRoutesOptions> = async (
  app,
  { outbox, authenticate },
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
      await authenticate(request);
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
