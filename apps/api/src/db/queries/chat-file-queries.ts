// Files of chat messages (spec/chat-widget.md §3 File). A file of a recalled message is not
// handed out any more.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatFiles, chatMessages } from '../schema';
import type { ChatFileRow, NewChatFileRow } from '../schema';

/** The files of these messages, in each message's order. */
export function findFilesOfMessages(db: Db, messageIds: number[]): Promise<ChatFileRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chatFiles)
    .where(inArray(chatFiles.messageId, messageIds))
    .orderBy(asc(chatFiles.sequence));
}

export async function insertFiles(db: Db, files: NewChatFileRow[]): Promise<void> {
  await db.insert(chatFiles).values(files);
}

async function findLiveFile(db: Db, where: SQL | undefined): Promise<ChatFileRow | undefined> {
  const [row] = await db
    .select({ file: chatFiles })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.messageId, chatFiles.messageId))
    .where(and(where, isNull(chatMessages.recalledAt)));
  return row?.file;
}

/** File `fileNumber` of the inquiry, unless its message was recalled. */
export const findLiveInquiryFile = (db: Db, inquiryNumber: number, fileNumber: number) =>
  findLiveFile(
    db,
    and(eq(chatFiles.fileNumber, fileNumber), eq(chatFiles.chatInquiryNumber, inquiryNumber)),
  );

/** The file stored under `fileKey`, unless its message was recalled. */
export const findLiveFileByKey = (db: Db, fileKey: string) =>
  findLiveFile(db, eq(chatFiles.fileKey, fileKey));
