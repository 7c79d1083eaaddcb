// Each socket connection token opens one socket (DESIGN.md §7): the session keeps the id of the
// token ws-init issued last, and the socket that connects with it clears it in the same
// statement that checks it, so two sockets racing with one token cannot both get in, on any
// instance sharing the database.
import type { Db } from '../db/create-database';
import { clearConnectionTokenId, setConnectionTokenId } from '../db/queries/chat-visitor-queries';

/** Makes `tokenId` the session's one usable connection token (an earlier one stops working). */
export function rememberConnectionToken(db: Db, sessionId: string, tokenId: string): Promise<void> {
  return setConnectionTokenId(db, sessionId, tokenId);
}

/** True the first time `tokenId` is used for a session that is not revoked; false after. */
export function consumeConnectionToken(
  db: Db,
  sessionId: string,
  tokenId: string,
): Promise<boolean> {
  return clearConnectionTokenId(db, sessionId, tokenId);
}
