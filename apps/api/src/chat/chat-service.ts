// The chat's visitor side (spec/chat-widget.md §4 Start-up flow, Conversation rules; §7 calls):
// authentication per centre code with one active device per visitor, the chat main, inquiries,
// and their messages numbered per inquiry. Every inquiry call checks that the inquiry is the
// visitor's own; another visitor's, or one that does not exist, answers the same code.
import { randomBytes } from 'node:crypto';

import {
  AGE_CONSENT,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_LIST_DEFAULT_SIZE,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import type { ChatRequest, CHAT_PATHS, InquiryDetail, InquiryMain } from '@lawfirm/api-client/chat';
import type { Db } from '../db/create-database';
import {
  findInquiryInProgress,
  findVisitorInquiry,
  insertInquiry,
  updateInquiry,
} from '../db/queries/chat-inquiry-queries';
import {
  findLiveMessagesAfter,
  findLiveMessagesBefore,
  findMessagesChangedSince,
} from '../db/queries/chat-message-queries';
import {
  findChannel,
  findChannelByCenterCode,
  findChannelVisitor,
  findSessionVisitor,
  insertDeviceSession,
  insertVisitor,
  revokeVisitorSessions,
} from '../db/queries/chat-visitor-queries';
import type { ChatInquiryRow, ChatMessageRow, ChatVisitorRow } from '../db/schema';
import { CHAT_GREETING } from './chat-constants';
import { ChatError, foundOr } from './chat-error';
import { sanitizeChatHtml } from './chat-html';
import type { ChatTokenClaims, ChatTokens } from './chat-token';
import { verifiedPhoneOf } from './chat-visitor';
import type { ChatVisitor } from './chat-visitor';
import { objectExposeInfo, startWorkflow } from './chat-workflows';
import { appendNotice, appendOnce, lockInquiry, managerNameOf } from './inquiry-store';
import { pageOf } from './paging';

export interface Authenticated {
  token: string;
  channelNumber: number;
  visitorKey: string;
  /** The visitor's other device sessions, revoked now: their sockets get user.expired. */
  revokedSessionIds: string[];
  /** The visitor's phone verification holds (history allowed), whichever token verified it. */
  verified: boolean;
}

const newVisitorKey = () => randomBytes(18).toString('base64url');

/**
 * §7 crtfica: a token for the channel of `centerCode`. With a still-valid token of the same
 * channel the visitor stays the same (their inquiries and phone verification stay theirs) and
 * this device becomes the only active one; otherwise a new visitor begins.
 */
export async function authenticate(
  db: Db,
  tokens: ChatTokens,
  centerCode: string,
  currentToken: string | undefined,
): Promise<Authenticated> {
  const channel = foundOr(
    await findChannelByCenterCode(db, centerCode),
    'E000700002',
    `no chat channel for ${centerCode}`,
  );

  let visitor: ChatVisitorRow | undefined;
  if (currentToken) {
    const claims = await tokens.verify(currentToken).catch(() => undefined);
    if (claims) visitor = await findChannelVisitor(db, channel.channelNumber, claims.visitorKey);
  }
  visitor ??= foundOr(
    await insertVisitor(db, channel.channelNumber, newVisitorKey()),
    'E000700002',
    `channel ${channel.channelNumber} took no new visitor`,
  );
  const { visitorId } = visitor;

  const issued = await tokens.issue(visitor.visitorKey);
  const revoked = await db.transaction(async (tx) => {
    const others = await revokeVisitorSessions(tx, visitorId);
    await insertDeviceSession(tx, {
      sessionId: issued.claims.sessionId,
      visitorId,
      expiresAt: issued.claims.expiresAt,
    });
    return others;
  });
  return {
    token: issued.token,
    channelNumber: channel.channelNumber,
    visitorKey: visitor.visitorKey,
    revokedSessionIds: revoked,
    verified: verifiedPhoneOf(visitor) !== null,
  };
}

/** The visitor of a token whose device session is still the active one. */
export async function visitorOfToken(
  db: Db,
  tokens: ChatTokens,
  token: string | undefined,
): Promise<ChatVisitor> {
  return visitorOfSession(db, await tokens.verify(token));
}

/** The visitor of verified token claims, if their device session is still the active one. */
export async function visitorOfSession(
  db: Db,
  claims: Pick<ChatTokenClaims, 'visitorKey' | 'sessionId'>,
): Promise<ChatVisitor> {
  const row = await findSessionVisitor(db, claims.sessionId);
  if (!row || row.visitor.visitorKey !== claims.visitorKey) {
    throw new ChatError('CE000300002', 'the token names no device session');
  }
  if (row.revokedAt) throw new ChatError('E000200003', 'the visitor signed in on another device');
  return { visitor: row.visitor, sessionId: claims.sessionId };
}

/** The inquiry if it is the visitor's own; E000600014 otherwise, existing or not. */
export async function ownInquiry(db: Db, { visitor }: ChatVisitor, inquiryNumber: number) {
  return foundOr(
    await findVisitorInquiry(db, visitor.visitorId, inquiryNumber),
    'E000600014',
    `inquiry ${inquiryNumber} is not the visitor's`,
  );
}

function ownChannel({ visitor }: ChatVisitor, channelNumber: number) {
  if (visitor.channelNumber !== channelNumber) {
    throw new ChatError('E000600014', `channel ${channelNumber} is not the token's channel`);
  }
}

/** §7 chatinquirymainsearch: the channel and the visitor's inquiry in progress, if any. */
export async function inquiryMain(
  db: Db,
  who: ChatVisitor,
  channelNumber: number,
): Promise<InquiryMain> {
  ownChannel(who, channelNumber);
  const channel = foundOr(
    await findChannel(db, channelNumber),
    'E000700002',
    `no channel ${channelNumber}`,
  );
  const progress = await findInquiryInProgress(db, who.visitor.visitorId);
  return {
    channel_number: channel.channelNumber,
    progress_inquiry_number: progress?.chatInquiryNumber ?? null,
    chat_inquiry_state_code: progress?.stateCode ?? null,
    age_consent_state_code: progress?.ageConsentCode ?? null,
    channel_name: channel.name,
    channel_logo_image_url: channel.logoImageUrl,
    channel_explanation: channel.explanation,
  };
}

/**
 * §7 chatinquirygeneration: a new open inquiry, greeted by a system message and started at the
 * workflow's first step.
 */
export async function generateInquiry(
  db: Db,
  who: ChatVisitor,
  { channel_number, current_url }: ChatRequest<typeof CHAT_PATHS.inquiryGeneration>,
): Promise<number> {
  ownChannel(who, channel_number);
  // One transaction: an inquiry never exists without its greeting and first step.
  return db.transaction(async (tx) => {
    const inquiry = foundOr(
      await insertInquiry(tx, {
        channelNumber: channel_number,
        visitorId: who.visitor.visitorId,
        stateCode: INQUIRY_STATES.open,
        progressCode: INQUIRY_PROGRESS.created,
        // §4: the composer stays disabled until the visitor confirms being 14 or older.
        ageConsentCode: AGE_CONSENT.disagreed,
        currentUrl: current_url,
      }),
      'E000600001',
      'the new inquiry was not stored',
    );
    await appendNotice(tx, inquiry.chatInquiryNumber, CHAT_GREETING);
    await startWorkflow(tx, inquiry);
    return inquiry.chatInquiryNumber;
  });
}

export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d+(\d{4})$/, '$1-****-$2');

/** §7 chatinquirydetail. */
export async function inquiryDetail(db: Db, inquiry: ChatInquiryRow): Promise<InquiryDetail> {
  return {
    chat_inquiry_number: inquiry.chatInquiryNumber,
    channel_number: inquiry.channelNumber,
    chat_inquiry_state_code: inquiry.stateCode,
    chat_inquiry_progress_code: inquiry.progressCode,
    age_consent_state_code: inquiry.ageConsentCode,
    customer_name: inquiry.customerName,
    cell_phone_number: inquiry.cellPhoneNumber ? maskPhone(inquiry.cellPhoneNumber) : null,
    manager_name: await managerNameOf(db, inquiry),
    current_url: inquiry.currentUrl,
    created_at: inquiry.createdAt.toISOString(),
    closed_at: inquiry.closedAt?.toISOString() ?? null,
    object_expose_info: await objectExposeInfo(db, inquiry),
  };
}

/**
 * §7 chatinquirymessagelist. Without `after_message_number`: the newest `size` messages older
 * than `standard_timestamp` (all when absent), ascending, and next_page_yn when older ones
 * remain. With it (after a reconnect): the messages numbered above it, ascending. The rows are
 * presented (with signed file URLs) by message-files.ts.
 */
export async function listMessages(
  db: Db,
  inquiry: ChatInquiryRow,
  request: ChatRequest<typeof CHAT_PATHS.messageList>,
) {
  const size = request.size ?? MESSAGE_LIST_DEFAULT_SIZE;
  const inquiryNumber = inquiry.chatInquiryNumber;
  if (request.after_message_number !== undefined) {
    const after = request.after_message_number;
    const rows = await findLiveMessagesAfter(db, inquiryNumber, after, size + 1);
    const page = { ...pageOf(rows, size), collectedNumbers: [] as number[] };
    if (request.changed_after_timestamp === undefined) return page;
    // A client back from a drop also learns what changed among the messages it already has:
    // edits and submitted forms (updated_at), and recalls (recalled_at).
    const since = new Date(request.changed_after_timestamp);
    const changed = await findMessagesChangedSince(db, inquiryNumber, after, since);
    return {
      ...page,
      rows: [...changed.filter((row) => row.recalledAt === null), ...page.rows],
      collectedNumbers: changed
        .filter((row) => row.recalledAt !== null)
        .map((row) => row.messageNumber),
    };
  }
  const before =
    request.standard_timestamp === undefined ? undefined : new Date(request.standard_timestamp);
  const rows = await findLiveMessagesBefore(db, inquiryNumber, before, size + 1);
  const page = pageOf(rows, size);
  // Read newest first to take the latest `size`; listed oldest first.
  return { ...page, rows: page.rows.reverse(), collectedNumbers: [] as number[] };
}

/**
 * §7 chatinquirymessagesend: the visitor's message, sanitized, with the next number. A resend
 * with the same client_message_id answers the message stored the first time.
 */
export async function sendMessage(
  db: Db,
  who: ChatVisitor,
  inquiryNumber: number,
  request: ChatRequest<typeof CHAT_PATHS.messageSend>,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const { html, text } = await sanitizeChatHtml(request.html_content);
  // Checked and appended under the inquiry's lock: a message never follows the closing notice.
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    if (inquiry.stateCode === INQUIRY_STATES.closed) {
      throw new ChatError('E001300008', `inquiry ${inquiryNumber} is closed`);
    }
    if (inquiry.ageConsentCode !== AGE_CONSENT.agreed) {
      throw new ChatError('E001300008', 'the visitor has not confirmed being 14 or older');
    }
    if (text === '') throw new ChatError('E001300007', 'the message has no text once sanitized');
    return appendOnce(tx, inquiryNumber, {
      senderType: SENDER_TYPES.customer,
      messageType: MESSAGE_TYPES.text,
      messageStatus: MESSAGE_STATUSES.created,
      userKey: who.visitor.visitorKey,
      templateType: TEMPLATE_TYPES.customer,
      plainText: text,
      htmlContent: html,
      structuredData: request.json_data,
      clientMessageId: request.client_message_id ?? null,
    });
  });
}

/** §7 ageconsentupdate: the visitor confirms (or withdraws) being 14 or older (§4). */
export async function updateAgeConsent(
  db: Db,
  inquiry: ChatInquiryRow,
  code: ChatRequest<typeof CHAT_PATHS.ageConsentUpdate>['age_consent_state_code'],
) {
  if (inquiry.stateCode === INQUIRY_STATES.closed) {
    throw new ChatError('E000600002', `inquiry ${inquiry.chatInquiryNumber} is closed`);
  }
  await updateInquiry(db, inquiry.chatInquiryNumber, { ageConsentCode: code });
  return { age_consent_state_code: code };
}
