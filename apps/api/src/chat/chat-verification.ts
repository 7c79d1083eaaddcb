// spec/chat-widget.md §4 Phone verification, §7 occupancycertificationnumbersend and
// …verification, §8 CE000300007..10: a six-digit code by SMS, valid 180 s, sent again only after
// 30 s, at most five wrong tries per code, and limits per phone and per address. Success marks
// the visitor verified, which authorises the history calls.
import { createHash, randomInt } from 'node:crypto';

import { CERTIFICATION_NUMBER_LENGTH } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import {
  countCertificationsSince,
  deleteCertification,
  findLatestCertification,
  insertCertification,
  lockCertificationSends,
  markCertificationVerified,
  setCertificationHash,
  takeCertificationTry,
} from '../db/queries/chat-certification-queries';
import { markVisitorVerified } from '../db/queries/chat-visitor-queries';
import {
  CERTIFICATION_MAX_WRONG_TRIES,
  CERTIFICATION_RESEND_AFTER_SECONDS,
  CERTIFICATION_SEND_WINDOW_SECONDS,
  CERTIFICATION_SENDS_PER_ADDRESS,
  CERTIFICATION_SENDS_PER_PHONE,
  CERTIFICATION_SMS_TEXT,
  CERTIFICATION_TTL_SECONDS,
} from './chat-constants';
import { ChatError, foundOr } from './chat-error';
import type { ChatVisitor } from './chat-visitor';
import type { SmsSender } from './sms-sender';

const hashOf = (certificationId: number, code: string) =>
  createHash('sha256').update(`${certificationId}:${code}`).digest('hex');

const secondsAgo = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export interface VerificationRequest {
  name: string;
  phone: string;
  clientAddress: string;
  now?: Date;
}

/** CE000300009 when the visitor's last code is too recent, or the hour's sends are used up. */
async function checkSendLimits(
  db: Db,
  visitorId: number,
  phone: string,
  clientAddress: string,
  now: Date,
): Promise<void> {
  const latest = await findLatestCertification(db, visitorId, phone);
  if (latest && latest.createdAt > secondsAgo(now, CERTIFICATION_RESEND_AFTER_SECONDS)) {
    throw new ChatError(
      'CE000300009',
      `a code was sent less than ${CERTIFICATION_RESEND_AFTER_SECONDS} s ago`,
    );
  }
  const { byPhone, byAddress } = await countCertificationsSince(db, {
    phone,
    clientAddress,
    since: secondsAgo(now, CERTIFICATION_SEND_WINDOW_SECONDS),
  });
  if (byPhone >= CERTIFICATION_SENDS_PER_PHONE) {
    throw new ChatError('CE000300009', 'too many codes for this phone number within the hour');
  }
  if (byAddress >= CERTIFICATION_SENDS_PER_ADDRESS) {
    throw new ChatError('CE000300009', 'too many codes from this address within the hour');
  }
}

export async function sendCertificationCode(
  db: Db,
  sms: SmsSender,
  { visitor }: ChatVisitor,
  { name, phone, clientAddress, now = new Date() }: VerificationRequest,
): Promise<{ expires_in_seconds: number }> {
  const code = String(randomInt(0, 10 ** CERTIFICATION_NUMBER_LENGTH)).padStart(
    CERTIFICATION_NUMBER_LENGTH,
    '0',
  );
  // The limits are read and the code stored under locks on the phone and the address, so that
  // parallel sends cannot all pass the same count (the phone first, always: no deadlock).
  const certificationId = await db.transaction(async (tx) => {
    await lockCertificationSends(tx, phone, clientAddress);
    await checkSendLimits(tx, visitor.visitorId, phone, clientAddress, now);
    const id = foundOr(
      await insertCertification(tx, {
        visitorId: visitor.visitorId,
        name,
        phone,
        clientAddress,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CERTIFICATION_TTL_SECONDS * 1000),
      }),
      'E000800001',
      'the code was not stored',
    );
    await setCertificationHash(tx, id, hashOf(id, code));
    return id;
  });
  try {
    await sms.send(phone, CERTIFICATION_SMS_TEXT.replace('{code}', code));
  } catch (error) {
    // Not sent: the row must not count as a sent code.
    await deleteCertification(db, certificationId);
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
  const latest = await findLatestCertification(db, visitor.visitorId, phone);
  if (!latest || latest.verifiedAt || latest.name !== name) {
    throw new ChatError('CE000300010', 'no code was sent for this name and number');
  }
  if (latest.expiresAt <= now) throw new ChatError('CE000300008', 'the code has expired');
  // Every try takes one of the five in one conditional statement, before the code is compared:
  // parallel tries cannot all read the same count (§8 CE000300010).
  const tried = await takeCertificationTry(
    db,
    latest.certificationId,
    CERTIFICATION_MAX_WRONG_TRIES,
  );
  if (!tried) throw new ChatError('CE000300010', 'too many wrong codes: request a new one');
  if (hashOf(latest.certificationId, code) !== latest.codeHash) {
    throw new ChatError('CE000300007', 'the code is not correct');
  }
  await db.transaction(async (tx) => {
    // The right code counts as no wrong try.
    await markCertificationVerified(tx, latest.certificationId, now);
    await markVisitorVerified(tx, visitor.visitorId, { phone, name, at: now });
  });
  return {};
}
