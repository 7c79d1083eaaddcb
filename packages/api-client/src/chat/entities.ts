// spec/chat-widget.md §3 "Entities and their fields", in the server's (snake_case) form: what
// the chat calls answer and the realtime events carry. The api builds its answers with these.
import { z } from 'zod';

import { jsonValueSchema } from '../entities/bounded-json';
import { idxSchema } from '../entities/request-fields';

import {
  ageConsentSchema,
  bindingKeySchema,
  fileKindSchema,
  inquiryProgressSchema,
  inquiryStateSchema,
  messageStatusSchema,
  messageTypeSchema,
  objectActionSchema,
  objectLayoutSchema,
  senderTypeSchema,
  templateTypeSchema,
} from './codes';
import { PERSONAL_INFO_FORM_TYPE } from './code-tables';

/** A yes/no flag as the chat calls write it. */
export const ynSchema = z.enum(['Y', 'N']);
/**
 * Numbers the server hands out (inquiries, messages, channels, files): row ids like any other,
 * positive and within the database's integer columns.
 */
export const chatNumberSchema = idxSchema;
/** ISO 8601 date-times with offset. */
const dateTime = z.iso.datetime({ offset: true });

export const chatFileSchema = z.object({
  file_number: chatNumberSchema,
  file_key: z.string(),
  name: z.string(),
  type: fileKindSchema,
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  sequence: z.number().int().nonnegative(),
  /** Signed and short-lived, like every file URL (images only). */
  thumbnail_url: z.string().nullable(),
  /** Signed and short-lived; null for non-images, which go through the download URL call. */
  original_url: z.string().nullable(),
});

export const formInputSchema = z.object({
  type: z.enum(['text', 'tel']),
  label: z.string(),
  value: z.string(),
  read_only: z.boolean(),
  binding_key: bindingKeySchema,
});

export const messageFormSchema = z.object({
  type: z.literal(PERSONAL_INFO_FORM_TYPE),
  inputs: z.array(formInputSchema),
  submitted_at: dateTime.nullable(),
});

export const richTextSchema = z.object({
  version: z.string(),
  /** Sanitized by the api before it was stored. */
  html_content: z.string(),
  structured_data: jsonValueSchema.nullable(),
});

export const messageBlockSchema = z.object({
  type: z.string(),
  value: z.string(),
  icon_url: z.string().nullable(),
});

export const messageWorkFlowSchema = z.object({
  work_flow_number: chatNumberSchema,
  option_exposure_yn: ynSchema,
  image_url: z.string().nullable(),
});

export const chatMessageSchema = z.object({
  message_number: chatNumberSchema,
  plain_text: z.string(),
  sender_type: senderTypeSchema,
  message_type: messageTypeSchema,
  message_status: messageStatusSchema,
  /** Who sent it: the visitor's or the operator's key; '' for system and bot messages. */
  user_key: z.string(),
  inquiry_number: chatNumberSchema,
  template_type: templateTypeSchema,
  created_at: dateTime,
  updated_at: dateTime,
  language: z.string(),
  /** Milliseconds since the epoch of created_at: the paging key (standard_timestamp). */
  timestamp: z.number().int(),
  /** Ours: the sender's id for a resend, so that a resent message is stored once. */
  client_message_id: z.string().nullable(),
  rich_text: richTextSchema.nullable(),
  blocks: z.array(messageBlockSchema).nullable(),
  work_flow: messageWorkFlowSchema.nullable(),
  form: messageFormSchema.nullable(),
  files: z.array(chatFileSchema).nullable(),
  /**
   * Ours: the display name of the operator who wrote an operator message (the widget labels
   * their messages with it); null or absent for the visitor's, system, bot and macro messages.
   */
  sender_name: z.string().nullable().optional(),
});

export const exposedObjectSchema = z.object({
  object_number: chatNumberSchema,
  object_name: z.string(),
  icon_image_url: z.string().nullable(),
  sequence: z.number().int().nonnegative(),
  action_code: objectActionSchema,
  object_ui_code: objectLayoutSchema,
  link_url: z.string().nullable(),
});

export const objectExposeInfoSchema = z.object({
  expose_object_list_yn: ynSchema,
  message_number: chatNumberSchema.nullable(),
  work_flow_number: chatNumberSchema.nullable(),
  object_list: z.array(exposedObjectSchema),
  object_group_ui_code: objectLayoutSchema.nullable(),
  /** The workflow numbers walked so far, first step first (§4 Object navigation). */
  work_flow_progress_stack: z.array(chatNumberSchema),
});

export const inquiryMainSchema = z.object({
  channel_number: chatNumberSchema,
  progress_inquiry_number: chatNumberSchema.nullable(),
  chat_inquiry_state_code: inquiryStateSchema.nullable(),
  age_consent_state_code: ageConsentSchema.nullable(),
  channel_name: z.string(),
  channel_logo_image_url: z.string().nullable(),
  channel_explanation: z.string(),
});

export const inquiryDetailSchema = z.object({
  chat_inquiry_number: chatNumberSchema,
  channel_number: chatNumberSchema,
  chat_inquiry_state_code: inquiryStateSchema,
  chat_inquiry_progress_code: inquiryProgressSchema,
  age_consent_state_code: ageConsentSchema,
  customer_name: z.string().nullable(),
  /** Masked (010-****-5678) once the visitor gave it. */
  cell_phone_number: z.string().nullable(),
  /** The operator's display name while one is assigned. */
  manager_name: z.string().nullable(),
  current_url: z.string().nullable(),
  created_at: dateTime,
  closed_at: dateTime.nullable(),
  object_expose_info: objectExposeInfoSchema,
});

export const historyItemSchema = z.object({
  chat_inquiry_number: chatNumberSchema,
  customer_name: z.string().nullable(),
  recent_message_content: z.string(),
  recent_message_date_time: dateTime.nullable(),
  unread_message_count: z.number().int().nonnegative(),
});

export type ChatFile = z.infer<typeof chatFileSchema>;
export type FormInput = z.infer<typeof formInputSchema>;
export type MessageForm = z.infer<typeof messageFormSchema>;
export type RichText = z.infer<typeof richTextSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ExposedObject = z.infer<typeof exposedObjectSchema>;
export type ObjectExposeInfo = z.infer<typeof objectExposeInfoSchema>;
export type InquiryMain = z.infer<typeof inquiryMainSchema>;
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
