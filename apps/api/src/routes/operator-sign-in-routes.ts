// DESIGN.md §6: an operator signs in with a login id and a password for a session token. The
// one operator call without a session; tries are limited per address against password guessing.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  operatorSchemas,
} from '@lawfirm/api-client/operator';
import { chatResponseSchema } from '@lawfirm/api-client/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { OperatorTokens } from '../chat/operator-auth';
import { passwordStamp } from '../chat/operator-password';
import { signIn } from '../chat/operator-sign-in';
import type { Db } from '../db/create-database';
import { ok } from './chat-http';

/** Ours: sign-in tries per address and minute, against password guessing. */
export const OPERATOR_SIGN_IN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;

export interface OperatorSignInRoutesOptions {
  db: Db;
  tokens: OperatorTokens;
}

export const operatorSignInRoutes: FastifyPluginAsyncZod<OperatorSignInRoutesOptions> = async (
  app,
  { db, tokens },
) => {
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
      const { token, expiresAt } = await tokens.issue(
        operator.operatorId,
        passwordStamp(operator.passwordHash),
      );
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
};
