// spec/chat-widget.md §4 Phone verification, §7 occupancycertificationnumbersend and
// …verification, §8 CE000300007..10: a six-digit code by SMS, valid 180 s, sent again only after
// 30 s, at most five wrong tries per code, and limits per phone and per address. Success marks
// the visitor verified, which authorises the history calls.
import { createHash, randomInt } from 'node:crypto';

import { CERTIFICATION_NUMBER_LENGTH } from '@lawfirm/api-client';
import { and, count, desc, eq, gt } from 'drizzle-orm';

import type { Db } from '../db/create-database';
import { chatCertifications, chatVisitors } from '../db/schema';
import {
  CERTIFICATION_MAX_WRONG_TRIES,
  CERTIFICATION_RESEND_AFTER_SECONDS,
  CERTIFICATION_SEND_WINDOW_SECONDS,
  CERTIFICATION_SENDS_PER_ADDRESS,
  CERTIFICATION_SENDS_PER_PHONE,
  CERTIFICATION_SMS_TEXT,
  CERTIFICATION_TTL_SECONDS,
} from './chat-constants';
import { ChatError } from './chat-error';
import type { ChatVisitor } from './chat-service';
import type { SmsSender } from './sms';

const hashOf = (certificationId: number, code: string) =>
  createHash('sha256').update(`${certificationId}:${code}`).digest('hex');

const secondsAgo = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export interface VerificationRequest {
  name: string;
  phone: string;
  clientAddress: string;
  now?: Date;
}

export async function sendCertificationCode(
  db: Db,
  sms: SmsSender,
  { visitor }: ChatVisitor,
  { name, phone, clientAddress, now = new Date() }: VerificationRequest,
): Promise<{ expires_in_seconds: number }> {
  const [latest] = await db
    .select({ createdAt: chatCertifications.createdAt })
    .from(chatCertifications)
    .where(
      and(eq(chatCertifications.visitorId, visitor.visitorId), eq(chatCertifications.phone, phone)),
    )
    .orderBy(desc(chatCertifications.createdAt))
    .limit(1);
  if (latest && latest.createdAt > secondsAgo(now, CERTIFICATION_RESEND_AFTER_SECONDS)) {
    throw new ChatError(
      'CE000300009',
      `a code was sent less than ${CERTIFICATION_RESEND_AFTER_SECONDS} s ago`,
    );
  }
  const windowStart = secondsAgo(now, CERTIFICATION_SEND_WINDOW_SECONDS);
  const [byPhone] = await db
    .select({ n: count() })
    .from(chatCertifications)
    .where(and(eq(chatCertifications.phone, phone), gt(chatCertifications.createdAt, windowStart)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(chatCertifications)
    .where(
      and(
        eq(chatCertifications.clientAddress, clientAddress),
        gt(chatCertifications.createdAt, windowStart),
      ),
    );
  if ((byPhone?.n ?? 0) >= CERTIFICATION_SENDS_PER_PHONE) {
    throw new ChatError('CE000300009', 'too many codes for this phone number within the hour');
  }
  if ((byAddress?.n ?? 0) >= CERTIFICATION_SENDS_PER_ADDRESS) {
    throw new ChatError('CE000300009', 'too many codes from this address within the hour');
  }

  const code = String(randomInt(0, 10 ** CERTIFICATION_NUMBER_LENGTH)).padStart(
    CERTIFICATION_NUMBER_LENGTH,
    '0',
  );
  const [row] = await db
    .insert(chatCertifications)
    .values({
      visitorId: visitor.visitorId,
      name,
      phone,
      codeHash: '',
      clientAddress,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CERTIFICATION_TTL_SECONDS * 1000),
    })
    .returning({ id: chatCertifications.certificationId });
  await db
    .update(chatCertifications)
    .set({ codeHash: hashOf(row!.id, code) })
    .where(eq(chatCertifications.certificationId, row!.id));
  try {
    await sms.send(phone, CERTIFICATION_SMS_TEXT.replace('{code}', code));
  } catch (error) {
    // Not sent: the row must not count as a sent code.
    await db.delete(chatCertifications).where(eq(chatCertifications.certificationId, row!.id));
    throw new ChatError('E000800001', 'the SMS could not be sent', { cause: error });
  }
  return { expires_in_seconds: CERTIFICATION_TTL_SECONDS };
}

export async function verifyCertificationCode(
  db: Db,
  { visitor }: ChatVisitor,
  {
    name,
    phone,
    code,
    now = new Date(),
  }: Omit<VerificationRequest, 'clientAddress'> & { code: string },
): Promise<Record<string, never>> {
  const [latest] = await db
    .select()
    .from(chatCertifications)
    .where(
      and(eq(chatCertifications.visitorId, visitor.visitorId), eq(chatCertifications.phone, phone)),
    )
    .orderBy(desc(chatCertifications.createdAt))
    .limit(1);
  if (!latest || latest.verifiedAt || latest.name !== name) {
    throw new ChatError('CE000300010', 'no code was sent for this name and number');
  }
  if (latest.expiresAt <= now) throw new ChatError('CE000300008', 'the code has expired');
  if (latest.wrongTries >= CERTIFICATION_MAX_WRONG_TRIES) {
    throw new ChatError('CE000300010', 'too many wrong codes: request a new one');
  }
  if (hashOf(latest.certificationId, code) !== latest.codeHash) {
    await db
      .update(chatCertifications)
      .set({ wrongTries: latest.wrongTries + 1 })
      .where(eq(chatCertifications.certificationId, latest.certificationId));
    throw new ChatError('CE000300007', 'the code is not correct');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(chatCertifications)
      .set({ verifiedAt: now })
      .where(eq(chatCertifications.certificationId, latest.certificationId));
    await tx
      .update(chatVisitors)
      .set({ verifiedPhone: phone, verifiedName: name, verifiedAt: now })
      .where(eq(chatVisitors.visitorId, visitor.visitorId));
  });
  return {};
}
