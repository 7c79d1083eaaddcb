// DESIGN.md §6: an operator changes their own password. Sessions are signed tokens, kept
// nowhere; each carries a stamp of the password hash it was issued under (its `pws` claim), and
// a session is only valid while the account's hash still has that stamp. A new password (a new
// hash, salted afresh) thus ends every session issued before it; the one that asked gets a new
// token. Signing out is the console forgetting its token: there is no server session to revoke.
import { createHash } from 'node:crypto';

import type { Db } from '../db/create-database';
import { findOperator, updateOperatorPasswordHash } from '../db/queries/chat-operator-queries';
import { ChatError } from './chat-error';
import { hashPassword, verifyPassword } from './operator-auth';

/** The stamp of a password hash a session token carries (no account has none: ''). */
export function passwordStamp(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Sets the operator's new password when `currentPassword` is theirs (E000300006 otherwise);
 * the rules of the new one are the request schema's. Returns the new hash's stamp.
 */
export async function changeOperatorPassword(
  db: Db,
  operatorId: number,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const operator = await findOperator(db, operatorId);
  if (!operator?.active) throw new ChatError('E000200002', `operator ${operatorId} is not active`);
  if (!(await verifyPassword(currentPassword, operator.passwordHash))) {
    throw new ChatError('E000300006', `wrong current password for operator ${operatorId}`);
  }
  const passwordHash = await hashPassword(newPassword);
  await updateOperatorPasswordHash(db, operatorId, passwordHash);
  return passwordStamp(passwordHash);
}
