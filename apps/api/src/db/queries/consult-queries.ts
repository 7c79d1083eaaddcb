// Call #12 POST /api/consulting: the consultation row and, for a submit carrying an
// Idempotency-Key, the key with its answer, written in one transaction so that a crash can never
// keep one without the other.
import { eq, lt } from 'drizzle-orm';

import type { Db } from '../create-database';
import { caseTypes, consultations, groups, idempotencyKeys } from '../schema';
import type { IdempotencyKeyRow, NewConsultationRow, NewIdempotencyKeyRow } from '../schema';

/** True when a case type (call #13's type_idx) has this idx. */
export async function caseTypeExists(db: Db, typeIdx: number): Promise<boolean> {
  return (await db.$count(caseTypes, eq(caseTypes.typeIdx, typeIdx))) > 0;
}

/** True when a group (call #1's code) has this code. */
export async function groupExists(db: Db, code: string): Promise<boolean> {
  return (await db.$count(groups, eq(groups.code, code))) > 0;
}

/** Writes one consultation; answers its idx. */
export async function insertConsultation(db: Db, row: NewConsultationRow): Promise<number> {
  const [inserted] = await db
    .insert(consultations)
    .values(row)
    .returning({ idx: consultations.idx });
  if (!inserted) throw new Error('insert into consultations returned no row');
  return inserted.idx;
}

export type ClaimedInsert =
  { inserted: true; idx: number } | { inserted: false; stored: IdempotencyKeyRow };

/**
 * In one transaction: drops the keys created before `expiredBefore` (so an expired key is free
 * again and the table stays small), claims `key`, and writes the consultation only if the claim
 * won. The claim is `insert … on conflict do nothing`: on Postgres a concurrent claim of the same
 * key waits for the first transaction, then finds its row, so two racing submits write once.
 * When the key is taken, nothing else is written and the stored record is answered.
 */
export function insertConsultationOnce(
  db: Db,
  {
    consultation,
    key,
    expiredBefore,
  }: { consultation: NewConsultationRow; key: NewIdempotencyKeyRow; expiredBefore: Date },
): Promise<ClaimedInsert> {
  return db.transaction(async (tx) => {
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values(key)
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key.key));
      // Only an expiry sweep between the two statements could remove it; the caller then fails.
      if (!stored) throw new Error(`idempotency key ${key.key} vanished while being read`);
      return { inserted: false, stored };
    }
    return { inserted: true, idx: await insertConsultation(tx, consultation) };
  });
}
