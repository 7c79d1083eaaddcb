// Messages as answers and events carry them, with their files (spec/chat-widget.md §3 File):
// each file's URLs are signed when the message is presented, so they are always fresh.
import { FILE_KINDS } from '@lawfirm/api-client/chat';
import type { ChatFile, ChatMessage } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { findFilesOfMessages } from '../db/queries/chat-file-queries';
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

export async function presentMessages(
  db: Db,
  links: FileLinks,
  rows: readonly ChatMessageRow[],
): Promise<ChatMessage[]> {
  const files = await findFilesOfMessages(
    db,
    rows.map((row) => row.messageId),
  );
  return rows.map((row) => {
    const own = files.filter((file) => file.messageId === row.messageId);
    return messageOf(row, own.length > 0 ? own.map((file) => fileOf(file, links)) : null);
  });
}
