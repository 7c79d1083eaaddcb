// spec/chat-widget.md §7 and §9: the chat's paths and limits as plain values, no zod, so that
// the widget's bundle takes them without the schemas (calls.ts builds those from them).

/** §9 "message list default size 400". */
export const MESSAGE_LIST_DEFAULT_SIZE = 400;
/** Ours: a page never holds more than this many messages. */
export const MESSAGE_LIST_MAX_SIZE = 1000;
/** §9 "code length 6". */
export const CERTIFICATION_NUMBER_LENGTH = 6;
/** §4 Phone verification, §9 "Verification timer 180 s". */
export const CERTIFICATION_TTL_SECONDS = 180;
/** §4 Phone verification, §9: resend once 30 s have passed ("150 or fewer seconds remain"). */
export const CERTIFICATION_RESEND_AFTER_SECONDS = 30;
/** Ours: the longest message body the api stores (HTML included). */
export const MESSAGE_HTML_MAX_LENGTH = 10_000;
/** Ours: the longest page URL kept with an inquiry. */
export const CURRENT_URL_MAX_LENGTH = 2048;
/** Ours: a client message id (a UUID fits). */
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 64;
/**
 * Ours: a message's json_data (§3 Message: its blocks, form and workflow data) written as JSON.
 * It describes the message, so ten times the longest message body is room enough.
 */
export const CHAT_JSON_DATA_MAX_LENGTH = 10 * MESSAGE_HTML_MAX_LENGTH;
/** Ours: json_data nesting (the spec's structures are a few levels deep). */
export const CHAT_JSON_DATA_MAX_DEPTH = 64;

export const CHAT_PATHS = {
  authenticate: '/chatctm/ctf/crtfica',
  realtimeInit: '/chatctm/ctf/ws-init',
  inquiryMain: '/chatctm/hom/chatinquirymainsearch',
  inquiryGeneration: '/chatctm/chi/chatinquirygeneration',
  inquiryDetail: '/chatctm/chi/chatinquirydetail',
  messageList: '/chatctm/chi/chatinquirymessagelist',
  messageSend: '/chatctm/chi/chatinquirymessagesend',
  fileDownloadUrl: '/chatctm/chi/chatinquirymessagefiledownloadurlgeneration',
  workflowProgress: '/chatctm/chi/chatinquiryworkflowprogress',
  workflowRollback: '/chatctm/chi/chatinquiryworkflowrollback',
  personalInfoUpdate: '/chatctm/chi/individualinformationupdate',
  ageConsentUpdate: '/chatctm/chi/ageconsentupdate',
  certificationSend: '/chatctm/his/occupancycertificationnumbersend',
  certificationVerify: '/chatctm/his/occupancycertificationnumberverification',
  historyList: '/chatctm/his/historychatinquirylistsearch',
  historyParticipation: '/chatctm/his/historychatinquiryparticipation',
  alarmParticipation: '/chatctm/chi/chatinquiryalarmparticipation',
} as const;

export type ChatPath = (typeof CHAT_PATHS)[keyof typeof CHAT_PATHS];
