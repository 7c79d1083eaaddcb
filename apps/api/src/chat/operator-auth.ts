// DESIGN.md §6: operators sign in with a login id and a password (kept as a scrypt hash) and
// get a signed session token (HS256, its own key); an operator may also issue a follow-up link
// token that lets the visitor reopen an inquiry from another device (spec/chat-widget.md §4
// step 3, "hash authentication"). Both tokens are stateless, like the visitor's.
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';

import { TOKEN_ISSUER } from '../auth/constants';
import { deriveKey } from '../auth/keys';
import type { KeyPurpose } from '../auth/keys';
import {
  CHAT_FOLLOW_UP_TOKEN_TTL_SECONDS,
  CHAT_TOKEN_AUDIENCE,
  OPERATOR_SESSION_TTL_SECONDS,
} from './chat-constants';
import { ChatError } from './chat-error';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;
const HASH_BYTES = 32;

/** `scrypt$<salt>$<hash>`, base64url; a new salt each time. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, HASH_BYTES);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

const ALGORITHM = 'HS256';
const subjectClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  exp: z.number(),
  jti: z.string().optional(),
  /** An operator session's password stamp (operator-password.ts). */
  pws: z.string().optional(),
});

/** Signs and reads tokens whose subject is a number (an operator id, an inquiry number). */
function numberTokens(
  secret: string,
  purpose: KeyPurpose,
  audience: string,
  ttlSeconds: number,
  now: () => Date,
) {
  const key = deriveKey(secret, purpose);
  return {
    async issue(subject: number, tokenId?: string, stamp?: string) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const claims = { ...(tokenId ? { jti: tokenId } : {}), ...(stamp ? { pws: stamp } : {}) };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(audience)
        .setSubject(String(subject))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
    },
    /** The subject and token id; throws for a bad or expired token. */
    async read(
      token: string,
    ): Promise<{ subject: number; tokenId: string | undefined; stamp: string | undefined }> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        currentDate: now(),
      });
      const claims = subjectClaims.parse(payload);
      return { subject: Number(claims.sub), tokenId: claims.jti, stamp: claims.pws };
    },
  };
}

export interface OperatorTokens {
  /**
   * A session token; `stamp` is the operator's password stamp when it was issued, so that a
   * password change ends the sessions issued before it (operator-password.ts).
   */
  issue(operatorId: number, stamp?: string): Promise<{ token: string; expiresAt: Date }>;
  /** The operator id; E000200001 when expired, E000200002 when missing or not ours. */
  verify(token: string | undefined): Promise<number>;
  /** The operator id and password stamp of a session token; refused as verify refuses. */
  readSession(token: string | undefined): Promise<{ operatorId: number; stamp?: string }>;
  /** A follow-up link token; `tokenId` is kept with the inquiry, so that it works once. */
  issueFollowUp(
    inquiryNumber: number,
  ): Promise<{ token: string; expiresAt: Date; tokenId: string }>;
  /** The inquiry and token id of a follow-up link; CE000300003 when expired or not ours. */
  verifyFollowUp(token: string): Promise<{ inquiryNumber: number; tokenId: string }>;
}

export function createOperatorTokens(
  secret: string,
  now: () => Date = () => new Date(),
): OperatorTokens {
  const sessions = numberTokens(
    secret,
    'chat-operator',
    CHAT_TOKEN_AUDIENCE.operator,
    OPERATOR_SESSION_TTL_SECONDS,
    now,
  );
  const followUps = numberTokens(
    secret,
    'chat-follow-up',
    CHAT_TOKEN_AUDIENCE.followUp,
    CHAT_FOLLOW_UP_TOKEN_TTL_SECONDS,
    now,
  );
  const readSession: OperatorTokens['readSession'] = async (token) => {
    if (!token) throw new ChatError('E000200002', 'no operator token (Authorization: Bearer)');
    try {
      const { subject, stamp } = await sessions.read(token);
      return stamp ? { operatorId: subject, stamp } : { operatorId: subject };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new ChatError('E000200001', 'the operator session has expired', { cause: error });
      }
      throw new ChatError('E000200002', 'the operator token is not valid', { cause: error });
    }
  };
  return {
    issue: (operatorId, stamp) => sessions.issue(operatorId, undefined, stamp),
    verify: async (token) => (await readSession(token)).operatorId,
    readSession,
    async issueFollowUp(inquiryNumber) {
      const tokenId = randomUUID();
      return { ...(await followUps.issue(inquiryNumber, tokenId)), tokenId };
    },
    async verifyFollowUp(token) {
      const refused = (cause?: unknown) =>
        new ChatError('CE000300003', 'the follow-up link is expired or not ours', { cause });
      let claims;
      try {
        claims = await followUps.read(token);
      } catch (error) {
        throw refused(error);
      }
      if (!claims.tokenId) throw refused();
      return { inquiryNumber: claims.subject, tokenId: claims.tokenId };
    },
  };
}
