// DESIGN.md §6: what operators do with inquiries. An operator takes (assigns)
// an inquiry before acting on it; only the assigned operator ("the manager", spec §8 E0005)
// replies, sends files, shows typing, leaves it or closes it, and only the operator who sent a
// message edits or recalls it (within OPERATOR_RECALL_WINDOW_SECONDS). Each change that the
// visitor sees is a message or an event; the routes announce them.
import { randomBytes } from 'node:crypto';

import {
  FILE_KINDS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  OPERATOR_FILE_MAX_BYTES,
  OPERATOR_FILE_TYPES,
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_INQUIRY_PAGE_SIZE,
  OPERATOR_RECALL_WINDOW_SECONDS,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client';
import type { FileKind, InquiryState, OperatorInquiry } from '@lawfirm/api-client';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';

import type { Db } from '../db/create-database';
import { chatFiles, chatInquiries, chatMessages, chatOperators, chatVisitors } from '../db/schema';
import type { ChatInquiryRow, ChatMessageRow, ChatOperatorRow } from '../db/schema';
import { OPERATOR_NOTICES } from './chat-constants';
import { ChatError } from './chat-error';
import { sanitizeChatHtml } from './chat-html';
import type { FileStorage } from './file-storage';
import { appendMessage, appendNotice, appendOnce, lockInquiry } from './inquiry-store';
import { hashPassword, verifyPassword } from './operator-auth';
import { pageOf } from './paging';

/** Compared against when there is no account (or no password), so that it costs a hash too. */
const unknownAccountHash = hashPassword(randomBytes(16).toString('base64url'));

/** The signed-in operator. */
export type OperatorPrincipal = Pick<ChatOperatorRow, 'operatorId' | 'loginId' | 'displayName'>;

/** The user_key of an operator's messages. */
export const operatorKey = (operatorId: number) => `operator-${operatorId}`;

export async function signIn(db: Db, loginId: string, password: string) {
  const [operator] = await db
    .select()
    .from(chatOperators)
    .where(eq(chatOperators.loginId, loginId));
  // The same answer, after the same work, for an unknown id, a wrong password and a disabled
  // account: an unknown id still costs a hash, so timing does not tell which ids exist.
  const valid = await verifyPassword(
    password,
    operator?.passwordHash ?? (await unknownAccountHash),
  );
  if (!operator || !valid || !operator.active) {
    throw new ChatError('E000300005', `sign-in refused for ${JSON.stringify(loginId)}`);
  }
  return operator;
}

export async function operatorOf(db: Db, operatorId: number): Promise<OperatorPrincipal> {
  const [operator] = await db
    .select()
    .from(chatOperators)
    .where(eq(chatOperators.operatorId, operatorId));
  if (!operator?.active) throw new ChatError('E000200002', `operator ${operatorId} is not active`);
  return operator;
}

async function namesOf(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: chatOperators.operatorId, name: chatOperators.displayName })
    .from(chatOperators)
    .where(inArray(chatOperators.operatorId, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function operatorInquiryOf(inquiry: ChatInquiryRow, names: Map<number, string>): OperatorInquiry {
  return {
    chat_inquiry_number: inquiry.chatInquiryNumber,
    channel_number: inquiry.channelNumber,
    chat_inquiry_state_code: inquiry.stateCode,
    chat_inquiry_progress_code: inquiry.progressCode,
    customer_name: inquiry.customerName,
    cell_phone_number: inquiry.cellPhoneNumber,
    assigned_operator_id: inquiry.assignedOperatorId,
    manager_name:
      inquiry.assignedOperatorId === null ? null : (names.get(inquiry.assignedOperatorId) ?? null),
    current_url: inquiry.currentUrl,
    last_message_number: inquiry.lastMessageNumber,
    created_at: inquiry.createdAt.toISOString(),
    closed_at: inquiry.closedAt?.toISOString() ?? null,
  };
}

export async function presentInquiry(db: Db, inquiry: ChatInquiryRow): Promise<OperatorInquiry> {
  return operatorInquiryOf(inquiry, await namesOf(db, [inquiry.assignedOperatorId]));
}

/**
 * A page of inquiries, newest first, by state, channel, or the operator's own. Pages are cut by
 * inquiry number (older than `before_inquiry_number`), so a new inquiry arriving while an
 * operator pages through does not shift what the next page holds.
 */
export async function listInquiries(
  db: Db,
  operator: OperatorPrincipal,
  filter: {
    state?: InquiryState;
    channel_number?: number;
    mine?: 'Y' | 'N';
    before_inquiry_number?: number;
    size?: number;
  },
): Promise<{ inquiries: OperatorInquiry[]; next_page_yn: 'Y' | 'N' }> {
  const size = filter.size ?? OPERATOR_INQUIRY_PAGE_SIZE.default;
  const rows = await db
    .select()
    .from(chatInquiries)
    .where(
      and(
        filter.state ? eq(chatInquiries.stateCode, filter.state) : undefined,
        filter.channel_number ? eq(chatInquiries.channelNumber, filter.channel_number) : undefined,
        filter.mine === 'Y' ? eq(chatInquiries.assignedOperatorId, operator.operatorId) : undefined,
        filter.before_inquiry_number
          ? lt(chatInquiries.chatInquiryNumber, filter.before_inquiry_number)
          : undefined,
      ),
    )
    .orderBy(desc(chatInquiries.chatInquiryNumber))
    // One more than the page: whether it exists says if there is a next page.
    .limit(size + 1);
  const page = pageOf(rows, size);
  const names = await namesOf(
    db,
    page.rows.map((row) => row.assignedOperatorId),
  );
  return {
    inquiries: page.rows.map((row) => operatorInquiryOf(row, names)),
    next_page_yn: page.next_page_yn,
  };
}

/** The visitor key of the inquiry's visitor: where its previews go (inquiry.preview.updated). */
export async function visitorKeyOf(db: Db, inquiry: ChatInquiryRow): Promise<string> {
  const [row] = await db
    .select({ key: chatVisitors.visitorKey })
    .from(chatVisitors)
    .where(eq(chatVisitors.visitorId, inquiry.visitorId));
  if (!row)
    throw new ChatError('E000600001', `inquiry ${inquiry.chatInquiryNumber} has no visitor`);
  return row.key;
}

export async function inquiryOf(db: Db, inquiryNumber: number): Promise<ChatInquiryRow> {
  const [inquiry] = await db
    .select()
    .from(chatInquiries)
    .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber));
  if (!inquiry) throw new ChatError('E000600001', `no inquiry ${inquiryNumber}`);
  return inquiry;
}

function requireManager(inquiry: ChatInquiryRow, operator: OperatorPrincipal) {
  if (inquiry.assignedOperatorId !== operator.operatorId) {
    throw new ChatError(
      'E000500002',
      `inquiry ${inquiry.chatInquiryNumber} is not assigned to operator ${operator.operatorId}`,
    );
  }
}

function requireOpen(inquiry: ChatInquiryRow, code: 'E001300008' | 'E000600005' | 'E000600008') {
  if (inquiry.stateCode === INQUIRY_STATES.closed) {
    throw new ChatError(code, `inquiry ${inquiry.chatInquiryNumber} is closed`);
  }
}

/** What an operator's action changed: the inquiry afterwards and the messages it posted. */
export interface OperatorChange {
  inquiry: ChatInquiryRow;
  messages: ChatMessageRow[];
}

/** Takes the inquiry; taking one's own again changes nothing. */
export async function assign(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireOpen(inquiry, 'E000600005');
    if (inquiry.assignedOperatorId === operator.operatorId) return { inquiry, messages: [] };
    if (inquiry.assignedOperatorId !== null) {
      throw new ChatError('E000500003', `inquiry ${inquiryNumber} has another operator`);
    }
    const [updated] = await tx
      .update(chatInquiries)
      // A person answers now: the bot's choices are withdrawn.
      .set({
        assignedOperatorId: operator.operatorId,
        progressCode: INQUIRY_PROGRESS.inProgress,
        exposedMessageNumber: null,
      })
      .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber))
      .returning();
    const message = await appendNotice(
      tx,
      inquiryNumber,
      OPERATOR_NOTICES.assigned(operator.displayName),
    );
    return { inquiry: updated!, messages: [message] };
  });
}

/** Leaves the inquiry to another operator; it waits again (progress pending). */
export async function unassign(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireOpen(inquiry, 'E000600005');
    if (inquiry.assignedOperatorId === null) {
      throw new ChatError('E000500004', `inquiry ${inquiryNumber} has no operator`);
    }
    requireManager(inquiry, operator);
    const [updated] = await tx
      .update(chatInquiries)
      .set({ assignedOperatorId: null, progressCode: INQUIRY_PROGRESS.pending })
      .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber))
      .returning();
    const message = await appendNotice(tx, inquiryNumber, OPERATOR_NOTICES.unassigned);
    return { inquiry: updated!, messages: [message] };
  });
}

/** A text reply, sanitized, idempotent by client_message_id. */
export async function reply(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  { html_content, client_message_id }: { html_content: string; client_message_id?: string },
) {
  const { html, text } = await sanitizeChatHtml(html_content);
  // Checked and appended under the inquiry's lock: a reply never follows the closing notice.
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireManager(inquiry, operator);
    requireOpen(inquiry, 'E001300008');
    if (text === '') throw new ChatError('E001300007', 'the reply has no text once sanitized');
    return appendOnce(tx, inquiryNumber, {
      senderType: SENDER_TYPES.operator,
      messageType: MESSAGE_TYPES.text,
      messageStatus: MESSAGE_STATUSES.created,
      userKey: operatorKey(operator.operatorId),
      // The plain-text template, as the visitor's text (spec §4 has no operator template).
      templateType: TEMPLATE_TYPES.customer,
      plainText: text,
      htmlContent: html,
      clientMessageId: client_message_id ?? null,
    });
  });
}

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
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

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
      await tx.insert(chatFiles).values(
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

/** The operator's own live message of the inquiry, or the code that says why not. */
async function ownMessage(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  messageNumber: number,
  refusedCode: 'E001300004' | 'E001300008',
): Promise<ChatMessageRow> {
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatInquiryNumber, inquiryNumber),
        eq(chatMessages.messageNumber, messageNumber),
      ),
    );
  if (!message || message.recalledAt) {
    throw new ChatError('E001300006', `no live message ${messageNumber} in ${inquiryNumber}`);
  }
  if (message.userKey !== operatorKey(operator.operatorId)) {
    throw new ChatError(refusedCode, `message ${messageNumber} is not the operator's own`);
  }
  return message;
}

/** Edits the operator's own text message (message.updated, status UPDATED). */
export async function editMessage(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  messageNumber: number,
  htmlContent: string,
  now: Date = new Date(),
): Promise<ChatMessageRow> {
  const inquiry = await inquiryOf(db, inquiryNumber);
  requireOpen(inquiry, 'E001300008');
  const message = await ownMessage(db, operator, inquiryNumber, messageNumber, 'E001300008');
  if (message.messageType !== MESSAGE_TYPES.text) {
    throw new ChatError('E001300007', 'only text messages can be edited');
  }
  const { html, text } = await sanitizeChatHtml(htmlContent);
  if (text === '') throw new ChatError('E001300007', 'the message has no text once sanitized');
  const [updated] = await db
    .update(chatMessages)
    .set({
      htmlContent: html,
      plainText: text,
      messageStatus: MESSAGE_STATUSES.updated,
      updatedAt: now,
    })
    .where(eq(chatMessages.messageId, message.messageId))
    .returning();
  return updated!;
}

/** Recalls the operator's own message within the window (message.collected). */
export async function recallMessage(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  messageNumber: number,
  now: Date = new Date(),
): Promise<ChatMessageRow> {
  const inquiry = await inquiryOf(db, inquiryNumber);
  if (inquiry.stateCode === INQUIRY_STATES.closed) {
    throw new ChatError('E001300003', `inquiry ${inquiryNumber} is closed`);
  }
  const message = await ownMessage(db, operator, inquiryNumber, messageNumber, 'E001300004');
  if (now.getTime() - message.createdAt.getTime() > OPERATOR_RECALL_WINDOW_SECONDS * 1000) {
    throw new ChatError('E001300005', `message ${messageNumber} is too old to recall`);
  }
  const [recalled] = await db
    .update(chatMessages)
    .set({ recalledAt: now, updatedAt: now })
    .where(eq(chatMessages.messageId, message.messageId))
    .returning();
  return recalled!;
}

/** The assigned operator may show typing; E000500002 otherwise. */
export async function checkCanType(db: Db, operator: OperatorPrincipal, inquiryNumber: number) {
  const inquiry = await inquiryOf(db, inquiryNumber);
  requireOpen(inquiry, 'E001300008');
  requireManager(inquiry, operator);
}

/** Closes the inquiry: state and progress closed, a closing notice, choices withdrawn. */
export async function closeInquiry(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  now: Date = new Date(),
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireOpen(inquiry, 'E000600008');
    requireManager(inquiry, operator);
    const message = await appendNotice(tx, inquiryNumber, OPERATOR_NOTICES.closed);
    const [updated] = await tx
      .update(chatInquiries)
      .set({
        stateCode: INQUIRY_STATES.closed,
        progressCode: INQUIRY_PROGRESS.closed,
        closedAt: now,
        exposedMessageNumber: null,
      })
      .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber))
      .returning();
    return { inquiry: updated!, messages: [message] };
  });
}

/**
 * Keeps `tokenId` as the inquiry's one follow-up link (retiring an earlier one). Only the
 * assigned operator of an open inquiry whose visitor left a number may send one: the link goes
 * to that number.
 */
export async function recordFollowUpLink(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  tokenId: string,
) {
  await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireManager(inquiry, operator);
    requireOpen(inquiry, 'E000600005');
    if (!inquiry.cellPhoneNumber) {
      throw new ChatError('E000800002', `inquiry ${inquiryNumber} has no phone number`);
    }
    await tx
      .update(chatInquiries)
      .set({ followUpTokenId: tokenId })
      .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber));
  });
}
