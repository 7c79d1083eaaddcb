// Each socket connection token opens one socket (DESIGN.md §7): the session keeps the id of the
// token ws-init issued last, and the socket that connects with it clears it in the same
// statement that checks it, so two sockets racing with one token cannot both get in, on any
// instance sharing the database.
import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../db/create-database';
import { chatDeviceSessions } from '../db/schema';

/** Makes `tokenId` the session's one usable connection token (an earlier one stops working). */
export async function rememberConnectionToken(
  db: Db,
  sessionId: string,
  tokenId: string,
): Promise<void> {
  await db
    .update(chatDeviceSessions)
    .set({ connectionTokenId: tokenId })
    .where(eq(chatDeviceSessions.sessionId, sessionId));
}

/** True the first time `tokenId` is used for a session that is not revoked; false after. */
export async function consumeConnectionToken(
  db: Db,
  sessionId: string,
  tokenId: string,
): Promise<boolean> {
  const used = await db
    .update(chatDeviceSessions)
    .set({ connectionTokenId: null })
    .where(
      and(
        eq(chatDeviceSessions.sessionId, sessionId),
        eq(chatDeviceSessions.connectionTokenId, tokenId),
        isNull(chatDeviceSessions.revokedAt),
      ),
    )
    .returning({ sessionId: chatDeviceSessions.sessionId });
  return used.length === 1;
}
