// Messages as answers and events carry them, with their files (spec/chat-widget.md §3 File):
// each file's URLs are signed when the message is presented, so they are always fresh.
import { FILE_KINDS, SENDER_TYPES } from '@lawfirm/api-client/chat';
import type { ChatFile, ChatMessage } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { findFilesOfMessages } from '../db/queries/chat-file-queries';
import { findOperatorNames } from '../db/queries/chat-operator-queries';
import type { ChatFileRow, ChatMessageRow } from '../db/schema';
import type { FileLinks } from './file-links';
import { messageOf } from './inquiry-store';

export function fileOf(row: ChatFileRow, links: FileLinks): ChatFile {
  const image = row.kind === FILE_KINDS.image;
  const inline = image ? links.urlFor(row.fileKey, 'inline') : null;
  return {
    file_number: row.fileNumber,
    file_key: row.fileKey,
    name: row.name,
    type: row.kind,
    content_type: row.contentType,
    size: row.size,
    sequence: row.sequence,
    thumbnail_url: inline,
    original_url: inline,
  };
}

/** The operator id in an operator message's user key (operatorKey), or null. */
function operatorIdOf(row: ChatMessageRow): number | null {
  if (row.senderType !== SENDER_TYPES.operator) return null;
  const id = Number(/^operator-(\d+)$/.exec(row.userKey)?.[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export async function presentMessages(
  db: Db,
  links: FileLinks,
  rows: readonly ChatMessageRow[],
): Promise<ChatMessage[]> {
  const files = await findFilesOfMessages(
    db,
    rows.map((row) => row.messageId),
  );
  // The writer's name on an operator's message (the widget shows it, not the firm's).
  const ids = rows.map(operatorIdOf).filter((id) => id !== null);
  const names = await findOperatorNames(db, [...new Set(ids)]);
  return rows.map((row) => {
    const own = files.filter((file) => file.messageId === row.messageId);
    const message = messageOf(row, own.length > 0 ? own.map((file) => fileOf(file, links)) : null);
    const id = operatorIdOf(row);
    return id === null ? message : { ...message, sender_name: names.get(id) ?? null };
  });
}
