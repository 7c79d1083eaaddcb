// The operator accounts (DESIGN.md §6).
import { eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatOperators } from '../schema';
import type { ChatOperatorRow } from '../schema';

export async function findOperatorByLoginId(
  db: Db,
  loginId: string,
): Promise<ChatOperatorRow | undefined> {
  const [operator] = await db
    .select()
    .from(chatOperators)
    .where(eq(chatOperators.loginId, loginId));
  return operator;
}

export async function findOperator(
  db: Db,
  operatorId: number,
): Promise<ChatOperatorRow | undefined> {
  const [operator] = await db
    .select()
    .from(chatOperators)
    .where(eq(chatOperators.operatorId, operatorId));
  return operator;
}

/** The display names of these operators, by id (an unknown id is left out). */
export async function findOperatorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: chatOperators.operatorId, name: chatOperators.displayName })
    .from(chatOperators)
    .where(inArray(chatOperators.operatorId, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The password hashes operators chose themselves, by login id (a re-seed keeps them). */
export async function findChosenPasswordHashes(db: Db): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ loginId: chatOperators.loginId, passwordHash: chatOperators.passwordHash })
    .from(chatOperators)
    .where(isNotNull(chatOperators.passwordChangedAt));
  return new Map(rows.map((row) => [row.loginId, row.passwordHash]));
}

/** Sets an operator's password hash, chosen by the operator (passwordChangedAt now). */
export async function updateOperatorPasswordHash(
  db: Db,
  operatorId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(chatOperators)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(chatOperators.operatorId, operatorId));
}
