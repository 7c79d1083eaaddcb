// DESIGN.md §6: operators sign in with a login id and a password; each later call names its
// operator by the session token, and only an active account is one (operator-session.ts).
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/create-database';
import { findOperator, findOperatorByLoginId } from '../db/queries/chat-operator-queries';
import type { ChatOperatorRow } from '../db/schema';
import { ChatError } from './chat-error';
import { hashPassword, verifyPassword } from './operator-auth';
import { passwordStamp } from './operator-password';

/** Compared against when there is no account (or no password), so that it costs a hash too. */
const unknownAccountHash = hashPassword(randomBytes(16).toString('base64url'));

/** The signed-in operator. */
export type OperatorPrincipal = Pick<ChatOperatorRow, 'operatorId' | 'loginId' | 'displayName'>;

/** The user_key of an operator's messages. */
export const operatorKey = (operatorId: number) => `operator-${operatorId}`;

export async function signIn(db: Db, loginId: string, password: string) {
  const operator = await findOperatorByLoginId(db, loginId);
  // The same answer, after the same work, for an unknown id, a wrong password and a disabled
  // account: an unknown id still costs a hash, so timing does not tell which ids exist.
  const valid = await verifyPassword(
    password,
    operator?.passwordHash ?? (await unknownAccountHash),
  );
  if (!operator || !valid || !operator.active) {
    throw new ChatError('E000300005', `sign-in refused for ${JSON.stringify(loginId)}`);
  }
  return operator;
}

/**
 * The operator of a session: active, and with the password the session was issued under
 * (E000200002 after a password change, operator-password.ts).
 */
export async function sessionOperator(
  db: Db,
  operatorId: number,
  stamp: string | undefined,
): Promise<OperatorPrincipal> {
  const operator = await findOperator(db, operatorId);
  if (!operator?.active) throw new ChatError('E000200002', `operator ${operatorId} is not active`);
  if (stamp !== passwordStamp(operator.passwordHash)) {
    throw new ChatError('E000200002', `operator ${operatorId}'s password changed since sign-in`);
  }
  return operator;
}
