// Files of chat messages (spec/chat-widget.md §3 File, §7 …filedownloadurlgeneration): which
// file a visitor may download, and how it is named when saved.
import type { Db } from '../db/create-database';
import { findLiveFileByKey, findLiveInquiryFile } from '../db/queries/chat-file-queries';
import type { ChatFileRow } from '../db/schema';
import { foundOr } from './chat-error';
import type { FileDisposition } from './file-links';

/** A file of the inquiry whose message was not recalled; E001000002 otherwise. */
export async function fileForDownload(
  db: Db,
  inquiryNumber: number,
  fileNumber: number,
): Promise<ChatFileRow> {
  return foundOr(
    await findLiveInquiryFile(db, inquiryNumber, fileNumber),
    'E001000002',
    `no file ${fileNumber} in ${inquiryNumber}`,
  );
}

export async function fileByKey(db: Db, fileKey: string): Promise<ChatFileRow> {
  return foundOr(await findLiveFileByKey(db, fileKey), 'E001000002', `no file ${fileKey}`);
}

/**
 * Content-Disposition with the uploaded name (RFC 6266): an ASCII fallback for old clients and
 * the UTF-8 name (Korean file names) for the rest.
 */
export function contentDisposition(disposition: FileDisposition, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 leaves only attr-chars unescaped; encodeURIComponent keeps ' ( ) * as they are.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
