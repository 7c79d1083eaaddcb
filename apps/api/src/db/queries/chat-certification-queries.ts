// Phone verification codes (spec/chat-widget.md §4 Phone verification): one row per code sent,
// its hash, tries and verification. The limits that must hold under parallel calls are single
// conditional statements or advisory locks here, never a read followed by a write.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatCertifications } from '../schema';
import type { ChatCertificationRow } from '../schema';

/** Advisory lock spaces of the send limits (any two numbers of our own). */
const LOCK_SPACE = { phone: 8_0001, address: 8_0002 } as const;

/**
 * Locks the sends to `phone` and from `clientAddress` until the transaction `db` ends (the
 * phone first, always: no deadlock).
 */
export async function lockCertificationSends(
  db: Db,
  phone: string,
  clientAddress: string,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE.phone}, hashtext(${phone}))`);
  await db.execute(
    sql`select pg_advisory_xact_lock(${LOCK_SPACE.address}, hashtext(${clientAddress}))`,
  );
}

/** The visitor's newest code for `phone`. */
export async function findLatestCertification(
  db: Db,
  visitorId: number,
  phone: string,
): Promise<ChatCertificationRow | undefined> {
  const [latest] = await db
    .select()
    .from(chatCertifications)
    .where(and(eq(chatCertifications.visitorId, visitorId), eq(chatCertifications.phone, phone)))
    .orderBy(desc(chatCertifications.createdAt))
    .limit(1);
  return latest;
}

/** Codes sent after `since` to `phone`, and from `clientAddress`. */
export async function countCertificationsSince(
  db: Db,
  { phone, clientAddress, since }: { phone: string; clientAddress: string; since: Date },
): Promise<{ byPhone: number; byAddress: number }> {
  const [byPhone] = await db
    .select({ n: count() })
    .from(chatCertifications)
    .where(and(eq(chatCertifications.phone, phone), gt(chatCertifications.createdAt, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(chatCertifications)
    .where(
      and(
        eq(chatCertifications.clientAddress, clientAddress),
        gt(chatCertifications.createdAt, since),
      ),
    );
  return { byPhone: byPhone?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

/** A new code's row, its hash still empty (it is derived from the row's id); the id. */
export async function insertCertification(
  db: Db,
  values: {
    visitorId: number;
    name: string;
    phone: string;
    clientAddress: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(chatCertifications)
    .values({ ...values, codeHash: '' })
    .returning({ id: chatCertifications.certificationId });
  return row?.id;
}

export async function setCertificationHash(
  db: Db,
  certificationId: number,
  codeHash: string,
): Promise<void> {
  await db
    .update(chatCertifications)
    .set({ codeHash })
    .where(eq(chatCertifications.certificationId, certificationId));
}

export async function deleteCertification(db: Db, certificationId: number): Promise<void> {
  await db
    .delete(chatCertifications)
    .where(eq(chatCertifications.certificationId, certificationId));
}

/**
 * Takes one of the code's `maxTries` in one conditional statement, so that parallel tries
 * cannot all read the same count; false when none is left or the code is already verified.
 */
export async function takeCertificationTry(
  db: Db,
  certificationId: number,
  maxTries: number,
): Promise<boolean> {
  const [tried] = await db
    .update(chatCertifications)
    .set({ wrongTries: sql`${chatCertifications.wrongTries} + 1` })
    .where(
      and(
        eq(chatCertifications.certificationId, certificationId),
        lt(chatCertifications.wrongTries, maxTries),
        isNull(chatCertifications.verifiedAt),
      ),
    )
    .returning({ wrongTries: chatCertifications.wrongTries });
  return tried !== undefined;
}

/** The code is verified; the try it took gives back (the right code counts as no wrong try). */
export async function markCertificationVerified(
  db: Db,
  certificationId: number,
  at: Date,
): Promise<void> {
  await db
    .update(chatCertifications)
    .set({ verifiedAt: at, wrongTries: sql`${chatCertifications.wrongTries} - 1` })
    .where(eq(chatCertifications.certificationId, certificationId));
}
