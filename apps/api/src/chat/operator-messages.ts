// DESIGN.md §6: the assigned operator replies with text; only the operator who sent a message
// edits or recalls it (recall within OPERATOR_RECALL_WINDOW_SECONDS).
import {
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import { OPERATOR_RECALL_WINDOW_SECONDS } from '@lawfirm/api-client/operator';

import type { Db } from '../db/create-database';
import { findMessage, updateMessage } from '../db/queries/chat-message-queries';
import type { ChatMessageRow } from '../db/schema';
import { ChatError, foundOr } from './chat-error';
import { sanitizeChatHtml } from './chat-html';
import { appendOnce, lockInquiry } from './inquiry-store';
import { inquiryOf, requireManager, requireOpen } from './operator-inquiries';
import type { OperatorPrincipal } from './operator-sign-in';
import { operatorKey } from './operator-sign-in';

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

/** The operator's own live message of the inquiry, or the code that says why not. */
async function ownMessage(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  messageNumber: number,
  refusedCode: 'E001300004' | 'E001300008',
): Promise<ChatMessageRow> {
  const message = await findMessage(db, inquiryNumber, messageNumber);
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
  const updated = await updateMessage(db, message.messageId, {
    htmlContent: html,
    plainText: text,
    messageStatus: MESSAGE_STATUSES.updated,
    updatedAt: now,
  });
  return foundOr(updated, 'E001300006', `no message ${messageNumber} in ${inquiryNumber}`);
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
  const recalled = await updateMessage(db, message.messageId, { recalledAt: now, updatedAt: now });
  return foundOr(recalled, 'E001300006', `no message ${messageNumber} in ${inquiryNumber}`);
}
