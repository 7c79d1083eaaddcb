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
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/create-database';
import { chatInquiries, chatMessages, chatOperators } from '../db/schema';
import type { ChatInquiryRow, ChatMessageRow, NewChatMessageRow } from '../db/schema';
import { ChatError } from './chat-error';

/**
 * The inquiry's row, locked until the transaction `db` ends: calls that change an inquiry's
 * workflow or form run one at a time, so a double click cannot post a step twice.
 */
export async function lockInquiry(db: Db, inquiryNumber: number): Promise<ChatInquiryRow> {
  const [inquiry] = await db
    .select()
    .from(chatInquiries)
    .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber))
    .for('update');
  if (!inquiry) throw new ChatError('E000600001', `no inquiry ${inquiryNumber}`);
  return inquiry;
}

/** Appends a message with the inquiry's next number, in one transaction. */
export async function appendMessage(
  db: Db,
  inquiryNumber: number,
  message: Omit<NewChatMessageRow, 'chatInquiryNumber' | 'messageNumber'>,
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .update(chatInquiries)
      .set({ lastMessageNumber: sql`${chatInquiries.lastMessageNumber} + 1` })
      .where(eq(chatInquiries.chatInquiryNumber, inquiryNumber))
      .returning({ number: chatInquiries.lastMessageNumber });
    if (!counter) throw new ChatError('E000600001', `no inquiry ${inquiryNumber}`);
    // The paging key (timestamp, whole milliseconds) must not tie within an inquiry, or a page
    // boundary could skip a message: each message is at least 1 ms after the one before. The
    // update above holds the inquiry's row lock, so appends to one inquiry run one at a time.
    const [latest] = await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.chatInquiryNumber, inquiryNumber))
      .orderBy(desc(chatMessages.messageNumber))
      .limit(1);
    const createdAt = new Date(Math.max(Date.now(), (latest?.createdAt.getTime() ?? 0) + 1));
    const [row] = await tx
      .insert(chatMessages)
      .values({
        ...message,
        chatInquiryNumber: inquiryNumber,
        messageNumber: counter.number,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
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
  const [operator] = await db
    .select({ name: chatOperators.displayName })
    .from(chatOperators)
    .where(eq(chatOperators.operatorId, inquiry.assignedOperatorId));
  return operator?.name ?? null;
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
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatInquiryNumber, inquiryNumber),
          eq(chatMessages.userKey, message.userKey),
          eq(chatMessages.clientMessageId, clientMessageId),
        ),
      );
    return row;
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
