// DESIGN.md §6: the assigned operator sends files (with an optional caption). Every file is
// checked (size, type, that its bytes are the type it claims, a safe name) before any is
// stored, and stored files whose message is not posted are removed again.
import { randomBytes } from 'node:crypto';

import {
  FILE_KINDS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import {
  OPERATOR_FILE_MAX_BYTES,
  OPERATOR_FILE_TYPES,
  OPERATOR_FILES_PER_MESSAGE,
} from '@lawfirm/api-client/operator';
import type { FileKind } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { insertFiles } from '../db/queries/chat-file-queries';
import type { ChatMessageRow } from '../db/schema';
import { ChatError } from './chat-error';
import { sanitizeChatHtml } from './chat-html';
import type { FileStorage } from './file-storage';
import { appendMessage, lockInquiry } from './inquiry-store';
import { inquiryOf, requireManager, requireOpen } from './operator-inquiries';
import type { OperatorPrincipal } from './operator-sign-in';
import { operatorKey } from './operator-sign-in';

/** A file as uploaded, before it is stored. */
export interface UploadedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** How files of these types begin: a file claiming one must really be one. */
const SIGNATURES: Record<string, ReadonlyArray<readonly number[]>> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  // RIFF....WEBP: the size bytes between are not compared.
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'application/zip': [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
};

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte);

/** The media type of a Content-Type header, without its parameters: `image/png`. */
const mediaTypeOf = (contentType: string) => contentType.replace(/;.*$/s, '').trim().toLowerCase();

/**
 * The kind of an allowed content type; E001000003 for any other, and for a file whose first
 * bytes are not those of the type it claims (an image or a PDF that is something else).
 */
export function fileKindOf(contentType: string, data: Buffer): FileKind {
  const type = mediaTypeOf(contentType);
  const signatures = SIGNATURES[type];
  if (signatures && !signatures.some((bytes) => startsWith(data, bytes))) {
    throw new ChatError('E001000003', `the file is not the ${type} it claims to be`);
  }
  if (type === 'image/webp' && data.subarray(8, 12).toString('latin1') !== 'WEBP') {
    throw new ChatError('E001000003', 'the file is not the image/webp it claims to be');
  }
  if ((OPERATOR_FILE_TYPES.image as readonly string[]).includes(type)) return FILE_KINDS.image;
  if ((OPERATOR_FILE_TYPES.file as readonly string[]).includes(type)) return FILE_KINDS.file;
  throw new ChatError('E001000003', `files of type ${type} cannot be sent`);
}

/** Names are shown and used to save: no paths, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = base
    // Control characters, and the bidirectional ones that make "x\u202Efdp.exe" look like a PDF.
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 200);
  if (clean === '' || clean === '.' || clean === '..') {
    throw new ChatError('E001000003', 'a file needs a name');
  }
  return clean;
}

/** A message of files (and an optional text), the files kept in `storage`. */
export async function sendFiles(
  db: Db,
  storage: FileStorage,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  files: readonly UploadedFile[],
  caption?: string,
): Promise<ChatMessageRow> {
  const inquiry = await inquiryOf(db, inquiryNumber);
  requireManager(inquiry, operator);
  requireOpen(inquiry, 'E001300008');
  if (files.length === 0 || files.length > OPERATOR_FILES_PER_MESSAGE) {
    throw new ChatError('E001000003', `1 to ${OPERATOR_FILES_PER_MESSAGE} files per message`);
  }
  // Everything is checked before anything is stored.
  const checked = files.map((file) => {
    if (file.data.length === 0 || file.data.length > OPERATOR_FILE_MAX_BYTES) {
      throw new ChatError('E001000003', `${file.name}: 1 byte to ${OPERATOR_FILE_MAX_BYTES} bytes`);
    }
    return {
      ...file,
      name: safeFileName(file.name),
      kind: fileKindOf(file.contentType, file.data),
      key: randomBytes(24).toString('base64url'),
    };
  });
  const text = caption ? (await sanitizeChatHtml(caption)).text : '';
  const stored: string[] = [];
  // Stored files without their message are removed again: nothing is left behind unlisted.
  const removeStored = () =>
    Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
  for (const file of checked) {
    // Listed before it is written: a write that fails can still leave part of the file.
    stored.push(file.key);
    try {
      await storage.put(file.key, file.data);
    } catch (error) {
      await removeStored();
      throw new ChatError('E001000001', `storing ${file.name} failed`, { cause: error });
    }
  }
  try {
    return await db.transaction(async (tx) => {
      // Checked again under the lock: the inquiry may have been closed or left meanwhile.
      const locked = await lockInquiry(tx, inquiryNumber);
      requireManager(locked, operator);
      requireOpen(locked, 'E001300008');
      const message = await appendMessage(tx, inquiryNumber, {
        senderType: SENDER_TYPES.operator,
        messageType: MESSAGE_TYPES.file,
        messageStatus: MESSAGE_STATUSES.created,
        userKey: operatorKey(operator.operatorId),
        templateType: TEMPLATE_TYPES.customer,
        plainText: text || checked.map((file) => file.name).join(', '),
      });
      await insertFiles(
        tx,
        checked.map((file, sequence) => ({
          chatInquiryNumber: inquiryNumber,
          messageId: message.messageId,
          fileKey: file.key,
          name: file.name,
          kind: file.kind,
          contentType: mediaTypeOf(file.contentType),
          size: file.data.length,
          sequence,
        })),
      );
      return message;
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
}
