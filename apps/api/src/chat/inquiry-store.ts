// The inquiry's message store: the next number per inquiry, row locks for calls that change an
// inquiry, and a stored message in the answer's form. Every module that posts into an inquiry
// (visitor calls, workflows, the form, operators) goes through here.
import {
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import type { ChatFile, ChatMessage } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { lockInquiryRow, takeNextMessageNumber } from '../db/queries/chat-inquiry-queries';
import {
  findLatestMessageTime,
  findMessageByClientId,
  insertMessage,
} from '../db/queries/chat-message-queries';
import { findOperatorNames } from '../db/queries/chat-operator-queries';
import type { ChatInquiryRow, ChatMessageRow, NewChatMessageRow } from '../db/schema';
import { foundOr } from './chat-error';

/**
 * The inquiry's row, locked until the transaction `db` ends: calls that change an inquiry's
 * workflow or form run one at a time, so a double click cannot post a step twice.
 */
export async function lockInquiry(db: Db, inquiryNumber: number): Promise<ChatInquiryRow> {
  return foundOr(
    await lockInquiryRow(db, inquiryNumber),
    'E000600001',
    `no inquiry ${inquiryNumber}`,
  );
}

/** Appends a message with the inquiry's next number, in one transaction. */
export async function appendMessage(
  db: Db,
  inquiryNumber: number,
  message: Omit<NewChatMessageRow, 'chatInquiryNumber' | 'messageNumber'>,
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const messageNumber = foundOr(
      await takeNextMessageNumber(tx, inquiryNumber),
      'E000600001',
      `no inquiry ${inquiryNumber}`,
    );
    // The paging key (timestamp, whole milliseconds) must not tie within an inquiry, or a page
    // boundary could skip a message: each message is at least 1 ms after the one before. The
    // update above holds the inquiry's row lock, so appends to one inquiry run one at a time.
    const latest = await findLatestMessageTime(tx, inquiryNumber);
    const createdAt = new Date(Math.max(Date.now(), (latest?.getTime() ?? 0) + 1));
    const row = await insertMessage(tx, {
      ...message,
      chatInquiryNumber: inquiryNumber,
      messageNumber,
      createdAt,
      updatedAt: createdAt,
    });
    // An insert answers its row; without one the inquiry went away within the transaction.
    return foundOr(row, 'E000600001', `message ${messageNumber} of ${inquiryNumber} not stored`);
  });
}

/** A system notice (the greeting, a hand-over, an operator joining or closing). */
export const appendNotice = (db: Db, inquiryNumber: number, text: string) =>
  appendMessage(db, inquiryNumber, {
    senderType: SENDER_TYPES.system,
    messageType: MESSAGE_TYPES.system,
    messageStatus: MESSAGE_STATUSES.created,
    userKey: '',
    templateType: TEMPLATE_TYPES.system,
    plainText: text,
  });

/** The display name of the inquiry's operator while one is assigned (detail's manager_name). */
export async function managerNameOf(db: Db, inquiry: ChatInquiryRow): Promise<string | null> {
  if (inquiry.assignedOperatorId === null) return null;
  const names = await findOperatorNames(db, [inquiry.assignedOperatorId]);
  return names.get(inquiry.assignedOperatorId) ?? null;
}

/**
 * Appends a message once per sender and client message id: a resend (the same id) answers the
 * message stored the first time, and of two racing resends the unique index keeps one.
 */
export async function appendOnce(
  db: Db,
  inquiryNumber: number,
  message: Omit<NewChatMessageRow, 'chatInquiryNumber' | 'messageNumber'>,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const clientMessageId = message.clientMessageId ?? null;
  const earlier = async () => {
    if (clientMessageId === null) return undefined;
    return findMessageByClientId(db, inquiryNumber, message.userKey, clientMessageId);
  };
  const stored = await earlier();
  if (stored) return { message: stored, created: false };
  try {
    return { message: await appendMessage(db, inquiryNumber, message), created: true };
  } catch (error) {
    const raced = await earlier();
    if (raced) return { message: raced, created: false };
    throw error;
  }
}

/** A stored message in the answer's form, with its files (message-files.ts signs them). */
export function messageOf(row: ChatMessageRow, files: ChatFile[] | null = null): ChatMessage {
  return {
    message_number: row.messageNumber,
    plain_text: row.plainText,
    sender_type: row.senderType,
    message_type: row.messageType,
    message_status: row.messageStatus,
    user_key: row.userKey,
    inquiry_number: row.chatInquiryNumber,
    template_type: row.templateType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    language: row.language,
    timestamp: row.createdAt.getTime(),
    client_message_id: row.clientMessageId,
    rich_text:
      row.htmlContent === null
        ? null
        : {
            version: '1',
            html_content: row.htmlContent,
            structured_data: row.structuredData ?? null,
          },
    blocks: null,
    work_flow: row.workFlowNumber
      ? {
          work_flow_number: row.workFlowNumber,
          option_exposure_yn: 'Y',
          image_url: row.workFlowImageUrl,
        }
      : null,
    form: row.form ?? null,
    files,
  };
}
