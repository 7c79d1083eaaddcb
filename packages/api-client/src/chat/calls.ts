// spec/chat-widget.md §7 "The calls it makes": every /chatctm path, the fields of its `d`
// payload and the data of its answer. The api validates requests with the `d` schemas and
// builds answers with the data schemas; the widget calls through createChatClient with them.
import { z } from 'zod';

import { GROUP_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../constants';
import { boundedJson } from '../entities/bounded-json';
import { afterIdxSchema, httpUrlSchema, timestampMsSchema } from '../entities/request-fields';
import { storableText } from '../entities/storable-text';
import { NAME_PATTERN } from '../rules/sign-up-rules';

import { ageConsentSchema, navigationCodeSchema } from './codes';
import {
  CERTIFICATION_NUMBER_LENGTH,
  CHAT_JSON_DATA_MAX_DEPTH,
  CHAT_JSON_DATA_MAX_LENGTH,
  CHAT_PATHS,
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  CURRENT_URL_MAX_LENGTH,
  MESSAGE_HTML_MAX_LENGTH,
  MESSAGE_LIST_MAX_SIZE,
} from './call-constants';
import type { ChatPath } from './call-constants';
import {
  chatMessageSchema,
  chatNumberSchema,
  historyItemSchema,
  inquiryDetailSchema,
  inquiryMainSchema,
  objectExposeInfoSchema,
  ynSchema,
} from './entities';

/** A message's json_data as a client sends it: any JSON within the two bounds above. */
export const chatJsonDataSchema = boundedJson({
  maxDepth: CHAT_JSON_DATA_MAX_DEPTH,
  maxLength: CHAT_JSON_DATA_MAX_LENGTH,
}).meta({
  id: 'ChatJsonData',
  description: `Any JSON value, nested at most ${CHAT_JSON_DATA_MAX_DEPTH} levels and at most ${CHAT_JSON_DATA_MAX_LENGTH} characters as JSON.`,
});

/** A message body as sent (HTML, sanitized by the api before it is stored). */
export const messageHtmlSchema = storableText(
  z.string().trim().min(1, 'html_content: a message').max(MESSAGE_HTML_MAX_LENGTH),
);

/** The sender's own id of a message, so a resent message is stored once (a UUID fits). */
export const clientMessageIdSchema = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{1,${CLIENT_MESSAGE_ID_MAX_LENGTH}}$`),
    `client_message_id: 1 to ${CLIENT_MESSAGE_ID_MAX_LENGTH} letters, digits, - or _`,
  );

const inquiryNumber = { chat_inquiry_number: chatNumberSchema };
const nameField = z.string().regex(NAME_PATTERN, 'name: 2 to 6 Hangul syllables');
const phoneField = z
  .string()
  .regex(PHONE_NUMBER_PATTERN, 'cell_phone_number: 010 and 7 or 8 more digits, digits only');

/** Every call's `d`, strict: an unknown field is a malformed request. */
export const chatRequestSchemas = {
  [CHAT_PATHS.authenticate]: z.strictObject({
    center_code: z.string().regex(GROUP_CODE_PATTERN, 'center_code: CT0000, CT00xx or ICT0005'),
  }),
  [CHAT_PATHS.realtimeInit]: z.strictObject({}),
  [CHAT_PATHS.inquiryMain]: z.strictObject({ channel_number: chatNumberSchema }),
  [CHAT_PATHS.inquiryGeneration]: z.strictObject({
    channel_number: chatNumberSchema,
    current_url: httpUrlSchema(CURRENT_URL_MAX_LENGTH),
  }),
  [CHAT_PATHS.inquiryDetail]: z.strictObject(inquiryNumber),
  [CHAT_PATHS.messageList]: z
    .strictObject({
      ...inquiryNumber,
      /** Messages before this timestamp (ms), newest page first when absent. */
      standard_timestamp: timestampMsSchema.optional(),
      size: z.number().int().min(1).max(MESSAGE_LIST_MAX_SIZE).optional(),
      /** Ours, for reconnects: only messages numbered above this, ascending. */
      after_message_number: afterIdxSchema.optional(),
      /**
       * Ours, for reconnects, with after_message_number: also the earlier messages changed after
       * this time (ms; an edit, a submitted form), and the numbers recalled after it.
       */
      changed_after_timestamp: timestampMsSchema.optional(),
    })
    .refine(
      (d) => d.changed_after_timestamp === undefined || d.after_message_number !== undefined,
      {
        message: 'changed_after_timestamp needs after_message_number',
        path: ['changed_after_timestamp'],
      },
    ),
  [CHAT_PATHS.messageSend]: z.strictObject({
    ...inquiryNumber,
    html_content: messageHtmlSchema,
    json_data: chatJsonDataSchema,
    client_message_id: clientMessageIdSchema.optional(),
  }),
  [CHAT_PATHS.fileDownloadUrl]: z.strictObject({ ...inquiryNumber, file_number: chatNumberSchema }),
  [CHAT_PATHS.workflowProgress]: z.strictObject({
    ...inquiryNumber,
    message_number: chatNumberSchema,
    work_flow_number: chatNumberSchema,
    object_number: chatNumberSchema,
  }),
  [CHAT_PATHS.workflowRollback]: z.strictObject({
    ...inquiryNumber,
    message_number: chatNumberSchema,
    work_flow_navigation_code: navigationCodeSchema,
  }),
  [CHAT_PATHS.personalInfoUpdate]: z.strictObject({
    ...inquiryNumber,
    message_number: chatNumberSchema,
    name: nameField,
    cell_phone_number: phoneField,
  }),
  [CHAT_PATHS.ageConsentUpdate]: z.strictObject({
    ...inquiryNumber,
    age_consent_state_code: ageConsentSchema,
  }),
  [CHAT_PATHS.certificationSend]: z.strictObject({
    name: nameField,
    cell_phone_number: phoneField,
  }),
  [CHAT_PATHS.certificationVerify]: z.strictObject({
    name: nameField,
    cell_phone_number: phoneField,
    certification_number: z
      .string()
      .regex(new RegExp(`^\\d{${CERTIFICATION_NUMBER_LENGTH}}$`), 'certification_number: 6 digits'),
  }),
  [CHAT_PATHS.historyList]: z.strictObject({}),
  [CHAT_PATHS.historyParticipation]: z.strictObject(inquiryNumber),
  // Any text: a token that is not a follow-up link's answers CE000300003 (§4 step 3), not 400.
  [CHAT_PATHS.alarmParticipation]: z.strictObject({
    token: storableText(z.string().min(1).max(2048)),
  }),
} as const satisfies Record<ChatPath, z.ZodType>;

const empty = z.object({});

/** Every call's answer `data`. */
export const chatResponseDataSchemas = {
  [CHAT_PATHS.authenticate]: z.object({
    token: z.string(),
    channel_number: chatNumberSchema,
    /**
     * Ours: Y while the visitor's phone verification holds (spec §4 Phone verification, §6),
     * whichever of its tokens verified: the widget shows history without asking again.
     */
    certification_yn: ynSchema,
  }),
  [CHAT_PATHS.realtimeInit]: z.object({
    connection_url: z.string(),
    connection_token: z.string(),
  }),
  [CHAT_PATHS.inquiryMain]: inquiryMainSchema,
  [CHAT_PATHS.inquiryGeneration]: z.object(inquiryNumber),
  [CHAT_PATHS.inquiryDetail]: inquiryDetailSchema,
  [CHAT_PATHS.messageList]: z.object({
    messages: z.array(chatMessageSchema),
    next_page_yn: ynSchema,
    /** Recalled after changed_after_timestamp: remove these (empty without it). */
    collected_message_numbers: z.array(chatNumberSchema),
  }),
  [CHAT_PATHS.messageSend]: z.object({ message: chatMessageSchema }),
  [CHAT_PATHS.fileDownloadUrl]: z.object({ url: z.string() }),
  [CHAT_PATHS.workflowProgress]: z.object({ object_expose_info: objectExposeInfoSchema }),
  [CHAT_PATHS.workflowRollback]: z.object({ object_expose_info: objectExposeInfoSchema }),
  [CHAT_PATHS.personalInfoUpdate]: z.object({ message: chatMessageSchema }),
  [CHAT_PATHS.ageConsentUpdate]: z.object({ age_consent_state_code: ageConsentSchema }),
  [CHAT_PATHS.certificationSend]: z.object({ expires_in_seconds: z.number().int() }),
  [CHAT_PATHS.certificationVerify]: empty,
  [CHAT_PATHS.historyList]: z.object({ chat_inquiry_list: z.array(historyItemSchema) }),
  [CHAT_PATHS.historyParticipation]: z.object(inquiryNumber),
  /** The follow-up link's inquiry, now the visitor's own (hash authentication, §4 step 3). */
  [CHAT_PATHS.alarmParticipation]: z.object(inquiryNumber),
} as const satisfies Record<ChatPath, z.ZodType>;

export type ChatRequest<P extends ChatPath> = z.infer<(typeof chatRequestSchemas)[P]>;
export type ChatResponseData<P extends ChatPath> = z.infer<(typeof chatResponseDataSchemas)[P]>;
