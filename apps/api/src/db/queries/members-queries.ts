// Members (spec/site.md §2 Sign-in, Sign-up, Withdrawal; §7 #10, #14, #18, #19): one row per
// provider account, keyed by provider + provider user id, and what withdrawal keeps of it.
import { eq, inArray, lte, sql } from 'drizzle-orm';

import type { AuthProvider } from '../constants';
import type { Db } from '../create-database';
import { cases, caseTypes, members, withdrawals } from '../schema';
import type { CaseTypeRow, MemberRow, NewWithdrawalRow } from '../schema';

export async function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

export interface ProviderAccount {
  provider: AuthProvider;
  providerUserId: string;
  email: string | null;
  name: string | null;
}

/**
 * Creates the member of a provider account, or refreshes it on a later sign-in. The provider's
 * e-mail replaces ours when it sends one; its name only fills a name the member has not given,
 * because sign-up (#19) sets the name the member chose.
 */
export async function upsertMemberAccount(db: Db, account: ProviderAccount): Promise<MemberRow> {
  const [member] = await db
    .insert(members)
    .values(account)
    .onConflictDoUpdate({
      target: [members.provider, members.providerUserId],
      set: {
        email: sql`coalesce(excluded.email, ${members.email})`,
        name: sql`coalesce(${members.name}, excluded.name)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!member) throw new Error('upsert into members returned no row');
  return member;
}

export type MemberChanges = Partial<
  Pick<
    MemberRow,
    'name' | 'phoneNumber' | 'uuid' | 'marketingAgree' | 'alertAgree' | 'categories' | 'fields'
  >
>;

/** Applies `changes` to member `id`; false when there is no such member (nothing written). */
export async function updateMember(db: Db, id: string, changes: MemberChanges): Promise<boolean> {
  const updated = await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning({ id: members.id });
  return updated.length > 0;
}

/** The case types of `typeIdxs` that exist, with the category each belongs to. */
export function findCaseTypes(
  db: Db,
  typeIdxs: readonly number[],
): Promise<Pick<CaseTypeRow, 'typeIdx' | 'groupCode'>[]> {
  if (typeIdxs.length === 0) return Promise.resolve([]);
  return db
    .select({ typeIdx: caseTypes.typeIdx, groupCode: caseTypes.groupCode })
    .from(caseTypes)
    .where(inArray(caseTypes.typeIdx, [...typeIdxs]));
}

/**
 * Withdrawal in one transaction: the row `retain(member)` builds is written to `withdrawals`,
 * then the member's cases and the member row are deleted. Undefined when there is no such member.
 */
export function withdrawMember(
  db: Db,
  id: string,
  retain: (member: MemberRow) => NewWithdrawalRow,
): Promise<MemberRow | undefined> {
  return db.transaction(async (tx) => {
    // Locks the row, so a concurrent sign-up update cannot slip in between read and delete.
    const [member] = await tx.select().from(members).where(eq(members.id, id)).for('update');
    if (!member) return undefined;
    await tx.insert(withdrawals).values(retain(member));
    // cases.member_id cascades too; deleting them by name keeps the rule visible here.
    await tx.delete(cases).where(eq(cases.memberId, id));
    await tx.delete(members).where(eq(members.id, id));
    return member;
  });
}

/** Deletes the withdrawal records whose retention ended at or before `now`; how many went. */
export async function purgeExpiredWithdrawals(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(withdrawals)
    .where(lte(withdrawals.retainUntil, now))
    .returning({ idx: withdrawals.idx });
  return deleted.length;
}
