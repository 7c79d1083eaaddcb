// spec/site.md §9 "Account data retention: kept one year after withdrawal, encrypted". What
// withdrawal keeps is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from
// RETENTION_ENCRYPTION_KEY, and bound to the withdrawn member's id as additional data, so a
// record copied onto another row no longer opens. Only this module ever sees it in plain text.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { z } from 'zod';

import { AUTH_PROVIDERS } from '../db/constants';

/** The retained account data: who the member was, why they left, and when. */
export const retainedAccountSchema = z.object({
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  provider: z.enum(AUTH_PROVIDERS),
  reason: z.string(),
  reasonText: z.string().nullable(),
  /** When the member first signed in (ISO 8601). */
  joinedAt: z.iso.datetime({ offset: true }),
  /** When they withdrew (ISO 8601). */
  withdrawnAt: z.iso.datetime({ offset: true }),
});

export type RetainedAccount = z.infer<typeof retainedAccountSchema>;

// The format's version leads the stored text, so the scheme can change without guessing.
const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const SALT = 'lawfirm-api/retention';

export interface RetentionCipher {
  /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
  seal(record: RetainedAccount, memberId: string): string;
  /** The record sealed for `memberId`; throws when the text was changed or is not for them. */
  open(sealed: string, memberId: string): RetainedAccount;
}

export function createRetentionCipher(secret: string): RetentionCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, SALT, `withdrawal-record-${FORMAT}`, 32));

  return {
    seal(record, memberId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(memberId));
      const plain = Buffer.from(JSON.stringify(retainedAccountSchema.parse(record)));
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed, memberId) {
      const [format, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || ciphertext === undefined || rest.length > 0) {
        throw new Error(`Not a ${FORMAT} retention record.`);
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(memberId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]);
      return retainedAccountSchema.parse(JSON.parse(plain.toString('utf8')));
    },
  };
}
