// DESIGN.md §6: the operator API, ours (the spec hides the operator side). Operators sign in,
// list and take inquiries, reply with text and files, edit or recall their messages, show that
// they are typing, and close inquiries. Answers use the chat envelope (result_info and data)
// and the chat error catalogue; bodies are plain JSON (no `d`), and the session token goes in
// `Authorization: Bearer`. The api validates with these schemas; an operator console will call
// with them.
import { z } from 'zod';

import { PHONE_NUMBER_PATTERN } from '../constants';
import {
  afterIdxTextSchema,
  idxTextSchema,
  wholeNumberTextSchema,
} from '../entities/request-fields';
import { storableText } from '../entities/storable-text';
import { MESSAGE_HTML_MAX_LENGTH, MESSAGE_LIST_MAX_SIZE } from './call-constants';
import { clientMessageIdSchema, messageHtmlSchema } from './calls';
import { inquiryProgressSchema, inquiryStateSchema } from './codes';
import { chatMessageSchema, chatNumberSchema, ynSchema } from './entities';

/** Ours: files per message, and the largest file, an operator may send. */
export const OPERATOR_FILES_PER_MESSAGE = 5;
export const OPERATOR_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Ours: what an operator may send. Images are shown in the chat; the rest are downloads. */
export const OPERATOR_FILE_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  file: [
    'application/pdf',
    'application/zip',
    'text/plain',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-hwp',
    'application/haansofthwp',
    'application/vnd.hancom.hwp',
    'application/vnd.hancom.hwpx',
  ],
} as const;
/** Ours: how long an operator may recall a message after sending it. */
export const OPERATOR_RECALL_WINDOW_SECONDS = 5 * 60;
/** Inquiries one operator feed may follow in full (GET OPERATOR_PATHS.events?watch=). */
export const OPERATOR_FEED_MAX_WATCHED = 20;
/**
 * The operator feed's own events (server-sent events). Followed inquiries also send their
 * widget events (message.created, typing.started...) as the widget's socket hears them.
 */
export const OPERATOR_FEED_EVENTS = {
  /** Sent once the feed hears everything: fetch the list now, then follow the changes. */
  ready: 'feed.ready',
  /** Something about an inquiry changed (`cause` names the event): fetch it again. */
  inquiryChanged: 'inquiry.changed',
  /** The session token expired or the account went: sign in and reconnect. */
  sessionExpired: 'session.expired',
} as const;

/** Ours: an operator's sign-in id and password, at most. */
export const OPERATOR_LOGIN_ID_MAX_LENGTH = 64;
export const OPERATOR_PASSWORD_MAX_LENGTH = 256;
/** Ours: a new operator password has at least this many characters, with letters and digits. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;

/** The rules of a new operator password, each with the Korean text a counsellor reads. */
export const newOperatorPasswordSchema = storableText(
  z
    .string()
    .min(
      OPERATOR_PASSWORD_MIN_LENGTH,
      `새 비밀번호는 ${OPERATOR_PASSWORD_MIN_LENGTH}자 이상으로 입력해 주세요.`,
    )
    .max(
      OPERATOR_PASSWORD_MAX_LENGTH,
      `새 비밀번호는 ${OPERATOR_PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`,
    )
    .regex(/\p{L}/u, '새 비밀번호에 영문 등 문자를 1자 이상 넣어 주세요.')
    .regex(/\p{Nd}/u, '새 비밀번호에 숫자를 1자 이상 넣어 주세요.'),
);

/** Inquiries per page of the operator list: by default, and at most. */
export const OPERATOR_INQUIRY_PAGE_SIZE = { default: 50, max: 200 } as const;

export const OPERATOR_PATHS = {
  signIn: '/chatops/sign-in',
  /** The signed-in operator's new password; their other sessions end. */
  password: '/chatops/password',
  inquiries: '/chatops/inquiries',
  inquiry: '/chatops/inquiries/:chat_inquiry_number',
  messages: '/chatops/inquiries/:chat_inquiry_number/messages',
  files: '/chatops/inquiries/:chat_inquiry_number/files',
  message: '/chatops/inquiries/:chat_inquiry_number/messages/:message_number',
  recall: '/chatops/inquiries/:chat_inquiry_number/messages/:message_number/recall',
  assign: '/chatops/inquiries/:chat_inquiry_number/assign',
  unassign: '/chatops/inquiries/:chat_inquiry_number/unassign',
  typing: '/chatops/inquiries/:chat_inquiry_number/typing',
  close: '/chatops/inquiries/:chat_inquiry_number/close',
  followUpLink: '/chatops/inquiries/:chat_inquiry_number/follow-up-link',
  /** Server-sent events: every inquiry's changes, and the followed inquiries' events. */
  events: '/chatops/events',
  /**
   * The verification codes the local SMS outbox holds, newest first. Only where the api runs
   * without an SMS provider (SMS_PROVIDER=outbox, as `npm start` does); absent otherwise.
   */
  smsOutbox: '/chatops/dev/sms-outbox',
} as const;

/** A number in a path or query: a row id, from its text. */
const numberParam = idxTextSchema;

export const operatorSchemas = {
  signIn: z.strictObject({
    login_id: storableText(z.string().min(1).max(OPERATOR_LOGIN_ID_MAX_LENGTH)),
    password: storableText(z.string().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH)),
  }),
  changePassword: z
    .strictObject({
      current_password: storableText(
        z.string().min(1, '현재 비밀번호를 입력해 주세요.').max(OPERATOR_PASSWORD_MAX_LENGTH),
      ),
      new_password: newOperatorPasswordSchema,
    })
    .refine((body) => body.new_password !== body.current_password, {
      path: ['new_password'],
      message: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    }),
  inquiryParams: z.strictObject({ chat_inquiry_number: numberParam }),
  messageParams: z.strictObject({ chat_inquiry_number: numberParam, message_number: numberParam }),
  inquiryListQuery: z.strictObject({
    state: inquiryStateSchema.optional(),
    channel_number: numberParam.optional(),
    /** Only the inquiries assigned to the signed-in operator. */
    mine: ynSchema.optional(),
    /** The next page: inquiries older than this one (the last number of the page before). */
    before_inquiry_number: numberParam.optional(),
    size: wholeNumberTextSchema(1, OPERATOR_INQUIRY_PAGE_SIZE.max).optional(),
  }),
  feedQuery: z.strictObject({
    /** Inquiries to follow in full: their numbers, comma-separated. */
    watch: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15})*$/, 'watch: inquiry numbers separated by commas')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .pipe(
        z
          .array(chatNumberSchema)
          .max(OPERATOR_FEED_MAX_WATCHED, `watch: at most ${OPERATOR_FEED_MAX_WATCHED} inquiries`),
      )
      .optional(),
  }),
  messageListQuery: z.strictObject({
    after_message_number: afterIdxTextSchema.optional(),
    size: wholeNumberTextSchema(1, MESSAGE_LIST_MAX_SIZE).optional(),
  }),
  /** The optional "text" field sent with files: a message's text, held to a message's limit. */
  fileCaption: storableText(
    z
      .string()
      .trim()
      .max(MESSAGE_HTML_MAX_LENGTH, `text: at most ${MESSAGE_HTML_MAX_LENGTH} characters`),
  ),
  reply: z.strictObject({
    html_content: messageHtmlSchema,
    client_message_id: clientMessageIdSchema.optional(),
  }),
  edit: z.strictObject({ html_content: messageHtmlSchema }),
  smsOutboxQuery: z.strictObject({
    /** Only the messages to this number (digits only). */
    to: z
      .string()
      .regex(PHONE_NUMBER_PATTERN, 'to: a mobile number, digits only (010…)')
      .optional(),
  }),
};

export const operatorSchema = z.object({
  operator_id: chatNumberSchema,
  login_id: z.string(),
  display_name: z.string(),
});

/** An inquiry as operators see it: the visitor's number in full (they call back). */
export const operatorInquirySchema = z.object({
  chat_inquiry_number: chatNumberSchema,
  channel_number: chatNumberSchema,
  chat_inquiry_state_code: inquiryStateSchema,
  chat_inquiry_progress_code: inquiryProgressSchema,
  customer_name: z.string().nullable(),
  cell_phone_number: z.string().regex(PHONE_NUMBER_PATTERN).nullable(),
  assigned_operator_id: chatNumberSchema.nullable(),
  manager_name: z.string().nullable(),
  current_url: z.string().nullable(),
  last_message_number: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
});

export const operatorAnswerSchemas = {
  signIn: z.object({
    token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
    operator: operatorSchema,
  }),
  /** A new session for this browser: the operator's others ended with the change. */
  changePassword: z.object({
    token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  }),
  inquiries: z.object({
    inquiries: z.array(operatorInquirySchema),
    /** Y when older inquiries match too: ask again with before_inquiry_number. */
    next_page_yn: ynSchema,
  }),
  inquiry: z.object({ inquiry: operatorInquirySchema }),
  messages: z.object({ messages: z.array(chatMessageSchema), next_page_yn: ynSchema }),
  message: z.object({ message: chatMessageSchema }),
  recall: z.object({ message_number: chatNumberSchema }),
  typing: z.object({}),
  followUpLink: z.object({
    token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  }),
  smsOutbox: z.object({
    messages: z.array(
      z.object({ to: z.string(), text: z.string(), sent_at: z.iso.datetime({ offset: true }) }),
    ),
  }),
};

/** The data of an OPERATOR_FEED_EVENTS.inquiryChanged event. */
export const operatorInquiryChangedSchema = z.object({
  chat_inquiry_number: chatNumberSchema,
  /** The event that changed it: inquiry.opened, message.created, inquiry.assigned... */
  cause: z.string(),
});

export type Operator = z.infer<typeof operatorSchema>;
export type OperatorInquiry = z.infer<typeof operatorInquirySchema>;
