// DESIGN.md §6: every operator call but sign-in carries the session token (Authorization:
// Bearer). One preHandler checks it for all of them and puts the operator on the request; a
// handler reads it with signedInOperator(request). The live feed checks the session again at
// each heartbeat with the same OperatorSession.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Db } from '../db/create-database';
import { ChatError } from './chat-error';
import type { OperatorTokens } from './operator-auth';
import { sessionOperator } from './operator-sign-in';
import type { OperatorPrincipal } from './operator-sign-in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, on routes behind requireOperatorSession. */
    operatorPrincipal: OperatorPrincipal | null;
  }
}

const BEARER = /^Bearer (\S+)$/;

export interface OperatorSession {
  /**
   * The operator of the request's token; E000200001 when it has expired, E000200002 when it is
   * missing or not ours, or the account is not active.
   */
  operatorOf(request: FastifyRequest): Promise<OperatorPrincipal>;
}

export function operatorSession(db: Db, tokens: OperatorTokens): OperatorSession {
  return {
    async operatorOf(request) {
      const header = request.headers.authorization;
      const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
      const { operatorId, stamp } = await tokens.readSession(token);
      return sessionOperator(db, operatorId, stamp);
    },
  };
}

/**
 * Every route registered on `app` after this, its own and its children's, answers only a
 * request with a valid operator session (checked after the request is validated, before the
 * handler runs).
 */
export function requireOperatorSession(
  app: Pick<FastifyInstance, 'decorateRequest' | 'addHook'>,
  session: OperatorSession,
): void {
  app.decorateRequest('operatorPrincipal', null);
  app.addHook('preHandler', async (request) => {
    request.operatorPrincipal = await session.operatorOf(request);
  });
}

/** The operator of a request that passed requireOperatorSession's check. */
export function signedInOperator(request: FastifyRequest): OperatorPrincipal {
  const operator = request.operatorPrincipal;
  // Only a route registered outside requireOperatorSession gets here: a wiring mistake.
  if (!operator) throw new ChatError('E000200002', 'this route has no operator session check');
  return operator;
}
