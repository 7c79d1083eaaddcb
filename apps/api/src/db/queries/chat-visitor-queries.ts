// The chat's channels, visitors and their device sessions (spec/chat-widget.md §4 Start-up
// flow): a visitor belongs to one channel; one device session per visitor is the active one.
import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatChannels, chatDeviceSessions, chatVisitors } from '../schema';
import type { ChatChannelRow, ChatVisitorRow } from '../schema';

export async function findChannelByCenterCode(
  db: Db,
  centerCode: string,
): Promise<ChatChannelRow | undefined> {
  const [channel] = await db
    .select()
    .from(chatChannels)
    .where(eq(chatChannels.centerCode, centerCode));
  return channel;
}

export async function findChannel(
  db: Db,
  channelNumber: number,
): Promise<ChatChannelRow | undefined> {
  const [channel] = await db
    .select()
    .from(chatChannels)
    .where(eq(chatChannels.channelNumber, channelNumber));
  return channel;
}

export async function findChannelVisitor(
  db: Db,
  channelNumber: number,
  visitorKey: string,
): Promise<ChatVisitorRow | undefined> {
  const [visitor] = await db
    .select()
    .from(chatVisitors)
    .where(
      and(eq(chatVisitors.visitorKey, visitorKey), eq(chatVisitors.channelNumber, channelNumber)),
    );
  return visitor;
}

export async function insertVisitor(
  db: Db,
  channelNumber: number,
  visitorKey: string,
): Promise<ChatVisitorRow | undefined> {
  const [visitor] = await db.insert(chatVisitors).values({ visitorKey, channelNumber }).returning();
  return visitor;
}

export async function findVisitorKey(db: Db, visitorId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: chatVisitors.visitorKey })
    .from(chatVisitors)
    .where(eq(chatVisitors.visitorId, visitorId));
  return row?.key;
}

/** The ids of the channel's visitors verified with `phone` (one person, any device). */
export async function findVisitorIdsByPhone(
  db: Db,
  channelNumber: number,
  phone: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: chatVisitors.visitorId })
    .from(chatVisitors)
    .where(
      and(eq(chatVisitors.channelNumber, channelNumber), eq(chatVisitors.verifiedPhone, phone)),
    );
  return rows.map((row) => row.id);
}

export async function markVisitorVerified(
  db: Db,
  visitorId: number,
  { phone, name, at }: { phone: string; name: string; at: Date },
): Promise<void> {
  await db
    .update(chatVisitors)
    .set({ verifiedPhone: phone, verifiedName: name, verifiedAt: at })
    .where(eq(chatVisitors.visitorId, visitorId));
}

/** Revokes the visitor's active device sessions; their ids. */
export async function revokeVisitorSessions(db: Db, visitorId: number): Promise<string[]> {
  const revoked = await db
    .update(chatDeviceSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(chatDeviceSessions.visitorId, visitorId), isNull(chatDeviceSessions.revokedAt)))
    .returning({ sessionId: chatDeviceSessions.sessionId });
  return revoked.map((row) => row.sessionId);
}

export async function insertDeviceSession(
  db: Db,
  session: { sessionId: string; visitorId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(chatDeviceSessions).values(session);
}

/** A device session with its visitor. */
export async function findSessionVisitor(
  db: Db,
  sessionId: string,
): Promise<{ visitor: ChatVisitorRow; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ visitor: chatVisitors, revokedAt: chatDeviceSessions.revokedAt })
    .from(chatDeviceSessions)
    .innerJoin(chatVisitors, eq(chatVisitors.visitorId, chatDeviceSessions.visitorId))
    .where(eq(chatDeviceSessions.sessionId, sessionId));
  return row;
}

export async function setConnectionTokenId(
  db: Db,
  sessionId: string,
  tokenId: string,
): Promise<void> {
  await db
    .update(chatDeviceSessions)
    .set({ connectionTokenId: tokenId })
    .where(eq(chatDeviceSessions.sessionId, sessionId));
}

/**
 * Clears `tokenId` from a session that is not revoked, in the one statement that checks it;
 * true when it was the session's token.
 */
export async function clearConnectionTokenId(
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
