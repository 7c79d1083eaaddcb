// The visitor's chat token (header `a`) and the socket's connection token: HS256 JWTs with keys
// derived from AUTH_SESSION_SECRET. The chat token names the visitor and one device session;
// the session row says whether that device is still the active one.
import { randomUUID } from 'node:crypto';

import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';

import { TOKEN_ISSUER } from '../auth/constants';
import { deriveKey } from '../auth/keys';
import {
  CHAT_CONNECTION_TOKEN_TTL_SECONDS,
  CHAT_TOKEN_AUDIENCE,
  CHAT_TOKEN_TTL_SECONDS,
} from './chat-constants';
import { ChatError } from './chat-error';

const ALGORITHM = 'HS256';

export interface ChatTokenClaims {
  visitorKey: string;
  sessionId: string;
  expiresAt: Date;
}

/** A connection token's claims: its own id too, so that it can be used once. */
export interface ConnectionTokenClaims extends ChatTokenClaims {
  tokenId: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  exp: z.number(),
  jti: z.string().min(1).optional(),
});

export interface ChatTokens {
  /** A token for a new device session of the visitor. */
  issue(visitorKey: string): Promise<{ token: string; claims: ChatTokenClaims }>;
  /** The claims of a visitor token; CE000300005 when expired, CE000300002 when not ours. */
  verify(token: string | undefined): Promise<ChatTokenClaims>;
  /** A one-minute socket connection token, with its id (the caller keeps it to use it once). */
  issueConnection(
    claims: Pick<ChatTokenClaims, 'visitorKey' | 'sessionId'>,
  ): Promise<{ token: string; tokenId: string }>;
  verifyConnection(token: string | undefined): Promise<ConnectionTokenClaims>;
}

export function createChatTokens(secret: string, now: () => Date = () => new Date()): ChatTokens {
  const visitorKey = deriveKey(secret, 'chat-token');
  const connectionKey = deriveKey(secret, 'chat-connection');

  async function sign(
    key: Uint8Array,
    audience: string,
    ttl: number,
    sub: string,
    sid: string,
    jti?: string,
  ) {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const token = await new SignJWT(jti ? { sid, jti } : { sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(key);
    return { token, expiresAt: new Date((issuedAt + ttl) * 1000) };
  }

  async function read(key: Uint8Array, audience: string, token: string | undefined) {
    if (!token) throw new ChatError('CE000300002', 'no chat token in header a');
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        currentDate: now(),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new ChatError('CE000300005', 'the chat token has expired', { cause: error });
      }
      throw new ChatError('CE000300002', 'the chat token is not valid', { cause: error });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new ChatError('CE000300002', 'the chat token lacks its claims');
    return {
      visitorKey: claims.data.sub,
      sessionId: claims.data.sid,
      expiresAt: new Date(claims.data.exp * 1000),
      tokenId: claims.data.jti,
    };
  }

  return {
    async issue(visitor) {
      const sessionId = randomUUID();
      const { token, expiresAt } = await sign(
        visitorKey,
        CHAT_TOKEN_AUDIENCE.visitor,
        CHAT_TOKEN_TTL_SECONDS,
        visitor,
        sessionId,
      );
      return { token, claims: { visitorKey: visitor, sessionId, expiresAt } };
    },
    verify: (token) => read(visitorKey, CHAT_TOKEN_AUDIENCE.visitor, token),
    async issueConnection({ visitorKey: visitor, sessionId }) {
      const tokenId = randomUUID();
      const { token } = await sign(
        connectionKey,
        CHAT_TOKEN_AUDIENCE.connection,
        CHAT_CONNECTION_TOKEN_TTL_SECONDS,
        visitor,
        sessionId,
        tokenId,
      );
      return { token, tokenId };
    },
    async verifyConnection(token) {
      const claims = await read(connectionKey, CHAT_TOKEN_AUDIENCE.connection, token);
      if (!claims.tokenId) throw new ChatError('CE000300002', 'the connection token has no id');
      return { ...claims, tokenId: claims.tokenId };
    },
  };
}
