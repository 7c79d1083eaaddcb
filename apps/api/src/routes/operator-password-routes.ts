// DESIGN.md §6: the signed-in operator changes their password (POST OPERATOR_PATHS.password).
// The rules of the new one are operatorSchemas.changePassword's (CE000200001 with each issue's
// Korean text); a wrong current password is E000300006; tries are limited per address as
// sign-in's are, against guessing the current password with a stolen session. Every other
// session of the operator ends (operator-password.ts); this one gets a new token.
import { chatResponseSchema } from '@lawfirm/api-client/chat';
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { OperatorTokens } from '../chat/operator-auth';
import { changeOperatorPassword } from '../chat/operator-password';
import { signedInOperator } from '../chat/operator-session';
import type { Db } from '../db/create-database';
import { ok } from './chat-http';
import { OPERATOR_SIGN_IN_RATE_LIMIT } from './operator-sign-in-routes';

export interface OperatorPasswordRoutesOptions {
  db: Db;
  tokens: OperatorTokens;
}

export const operatorPasswordRoutes: FastifyPluginAsyncZod<OperatorPasswordRoutesOptions> = async (
  app,
  { db, tokens },
) => {
  app.post(
    OPERATOR_PATHS.password,
    {
      config: {
        rateLimit: {
          max: OPERATOR_SIGN_IN_RATE_LIMIT.max,
          timeWindow: OPERATOR_SIGN_IN_RATE_LIMIT.timeWindowMs,
        },
      },
      schema: {
        summary: "Changes the signed-in operator's password; their other sessions end",
        body: operatorSchemas.changePassword,
        response: { 200: chatResponseSchema(operatorAnswerSchemas.changePassword) },
      },
    },
    async (request) => {
      const { operatorId } = signedInOperator(request);
      const stamp = await changeOperatorPassword(
        db,
        operatorId,
        request.body.current_password,
        request.body.new_password,
      );
      const { token, expiresAt } = await tokens.issue(operatorId, stamp);
      return ok({ token, expires_at: expiresAt.toISOString() });
    },
  );
};
