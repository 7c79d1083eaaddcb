// spec/chat-widget.md §3: the chat's channels, visitors and their device sessions, inquiries
// and their messages. Numbers are handed out by identity columns, except message_number, which
// counts per inquiry (chat_inquiries.last_message_number, raised in the same transaction as the
// insert), so that a visitor's client can ask for "everything after n" after any reconnect.
import type {
  AgeConsent,
  FileKind,
  InquiryProgress,
  InquiryState,
  MessageForm,
  MessageStatus,
  MessageType,
  RichText,
  SenderType,
  TemplateType,
} from '@lawfirm/api-client/chat';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { chatOperators } from './chat-operators';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One chat channel per group (centre code); the widget authenticates with the code. */
export const chatChannels = pgTable('chat_channels', {
  channelNumber: integer('channel_number').primaryKey().generatedByDefaultAsIdentity(),
  centerCode: text('center_code').notNull().unique(),
  name: text('name').notNull(),
  logoImageUrl: text('logo_image_url'),
  explanation: text('explanation').notNull(),
  createdAt: createdAt(),
});

/** A visitor of a channel: who the chat token names (user_key of their messages). */
export const chatVisitors = pgTable('chat_visitors', {
  visitorId: integer('visitor_id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public, random: the user_key of the visitor's messages. */
  visitorKey: text('visitor_key').notNull().unique(),
  channelNumber: integer('channel_number')
    .notNull()
    .references(() => chatChannels.channelNumber),
  /** Set by a successful phone verification: authorises the history calls (spec §6). */
  verifiedPhone: text('verified_phone'),
  verifiedName: text('verified_name'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A verification code sent by SMS (spec/chat-widget.md §4 Phone verification): valid
 * CERTIFICATION_TTL_SECONDS, at most CERTIFICATION_MAX_WRONG_TRIES wrong tries. Only its hash is
 * kept. Rows also count the sends per phone and per address for the send limits.
 */
export const chatCertifications = pgTable(
  'chat_certifications',
  {
    certificationId: integer('certification_id').primaryKey().generatedByDefaultAsIdentity(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => chatVisitors.visitorId),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_certifications_visitor_idx').on(table.visitorId, table.createdAt),
    index('chat_certifications_phone_idx').on(table.phone, table.createdAt),
    index('chat_certifications_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

/**
 * One authenticated device of a visitor. Only the newest is active (one active device per
 * visitor): authenticating again revokes the others, whose sockets get user.expired.
 */
export const chatDeviceSessions = pgTable(
  'chat_device_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => chatVisitors.visitorId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The id of the session's socket connection token not used yet: a socket that connects with
     * it clears it, so each token opens one socket (a later ws-init replaces it).
     */
    connectionTokenId: text('connection_token_id'),
  },
  (table) => [index('chat_device_sessions_visitor_idx').on(table.visitorId)],
);

export const chatInquiries = pgTable(
  'chat_inquiries',
  {
    chatInquiryNumber: integer('chat_inquiry_number').primaryKey().generatedByDefaultAsIdentity(),
    channelNumber: integer('channel_number')
      .notNull()
      .references(() => chatChannels.channelNumber),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => chatVisitors.visitorId),
    stateCode: text('state_code').$type<InquiryState>().notNull(),
    progressCode: text('progress_code').$type<InquiryProgress>().notNull(),
    ageConsentCode: text('age_consent_code').$type<AgeConsent>().notNull(),
    customerName: text('customer_name'),
    cellPhoneNumber: text('cell_phone_number'),
    currentUrl: text('current_url'),
    /** The highest message_number handed out in this inquiry. */
    lastMessageNumber: integer('last_message_number').notNull().default(0),
    /** The highest message_number the visitor has seen (unread counts of the history list). */
    customerReadNumber: integer('customer_read_number').notNull().default(0),
    /** The workflow numbers walked so far, first step first. */
    workflowStack: jsonb('workflow_stack').$type<number[]>().notNull().default([]),
    /** The id of the follow-up link that may still open the inquiry (one link, used once). */
    followUpTokenId: text('follow_up_token_id'),
    /** The operator handling the inquiry, while one is assigned. */
    assignedOperatorId: integer('assigned_operator_id').references(() => chatOperators.operatorId),
    /**
     * The workflow message whose objects are on offer (spec §3 object_expose_info), null when
     * none is: the visitor chooses from this message only, so a stale choice is refused.
     */
    exposedMessageNumber: integer('exposed_message_number'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('chat_inquiries_visitor_idx').on(table.visitorId, table.createdAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    messageId: integer('message_id').primaryKey().generatedByDefaultAsIdentity(),
    chatInquiryNumber: integer('chat_inquiry_number')
      .notNull()
      .references(() => chatInquiries.chatInquiryNumber),
    messageNumber: integer('message_number').notNull(),
    senderType: text('sender_type').$type<SenderType>().notNull(),
    messageType: text('message_type').$type<MessageType>().notNull(),
    messageStatus: text('message_status').$type<MessageStatus>().notNull(),
    userKey: text('user_key').notNull(),
    templateType: text('template_type').$type<TemplateType>().notNull(),
    plainText: text('plain_text').notNull(),
    /** Sanitized before it was stored. */
    htmlContent: text('html_content'),
    structuredData: jsonb('structured_data').$type<RichText['structured_data']>(),
    workFlowNumber: integer('work_flow_number'),
    /** The workflow step's picture as it was when posted (§3 work_flow.image_url). */
    workFlowImageUrl: text('work_flow_image_url'),
    form: jsonb('form').$type<MessageForm>(),
    language: text('language').notNull().default('ko'),
    /** The sender's id for this message: a resend with the same id is stored once. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an operator recalls the message (message.collected); lists leave it out. */
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_number_idx').on(table.chatInquiryNumber, table.messageNumber),
    uniqueIndex('chat_messages_client_id_idx').on(
      table.chatInquiryNumber,
      table.userKey,
      table.clientMessageId,
    ),
    index('chat_messages_created_idx').on(table.chatInquiryNumber, table.createdAt),
  ],
);

/** A file of a message, stored by a FileStorage under `file_key` (never a client's name). */
export const chatFiles = pgTable(
  'chat_files',
  {
    fileNumber: integer('file_number').primaryKey().generatedByDefaultAsIdentity(),
    chatInquiryNumber: integer('chat_inquiry_number')
      .notNull()
      .references(() => chatInquiries.chatInquiryNumber),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.messageId),
    /** Random; names the stored bytes and the signed URLs. */
    fileKey: text('file_key').notNull().unique(),
    /** The name as uploaded, shown to the visitor and used when saving. */
    name: text('name').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sequence: integer('sequence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_files_message_idx').on(table.messageId, table.sequence)],
);

export type ChatChannelRow = typeof chatChannels.$inferSelect;
export type NewChatChannelRow = typeof chatChannels.$inferInsert;
export type ChatVisitorRow = typeof chatVisitors.$inferSelect;
export type ChatDeviceSessionRow = typeof chatDeviceSessions.$inferSelect;
export type ChatInquiryRow = typeof chatInquiries.$inferSelect;
export type NewChatInquiryRow = typeof chatInquiries.$inferInsert;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatCertificationRow = typeof chatCertifications.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
export type ChatFileRow = typeof chatFiles.$inferSelect;
export type NewChatFileRow = typeof chatFiles.$inferInsert;
