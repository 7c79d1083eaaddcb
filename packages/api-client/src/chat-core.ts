// @lawfirm/api-client/chat-core: the chat's calls without zod (spec/chat-widget.md §4, §7, §8,
// §9), for the widget's bundle on third-party pages: paths, limits, code tables, the error
// catalogue, retry policies and the envelope's transport, plus the entities' types (erased at
// build). `/chat` exports the same chat parts with the schemas the api validates with, and the
// root entry the retry policies.
export {
  CERTIFICATION_NUMBER_LENGTH,
  CERTIFICATION_RESEND_AFTER_SECONDS,
  CERTIFICATION_TTL_SECONDS,
  CHAT_JSON_DATA_MAX_DEPTH,
  CHAT_JSON_DATA_MAX_LENGTH,
  CHAT_PATHS,
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  CURRENT_URL_MAX_LENGTH,
  MESSAGE_HTML_MAX_LENGTH,
  MESSAGE_LIST_DEFAULT_SIZE,
  MESSAGE_LIST_MAX_SIZE,
} from './chat/call-constants';
export type { ChatPath } from './chat/call-constants';
export type { ChatRequest, ChatResponseData } from './chat/calls';
export {
  AGE_CONSENT,
  FILE_KINDS,
  FORM_BINDING_KEYS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  INQUIRY_STATUS_NAMES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
  OBJECT_LAYOUTS,
  PERSONAL_INFO_FORM_TYPE,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from './chat/code-tables';
export type {
  AgeConsent,
  FileKind,
  FormBindingKey,
  InquiryProgress,
  InquiryState,
  MessageStatus,
  MessageType,
  NavigationCode,
  ObjectAction,
  ObjectLayout,
  SenderType,
  TemplateType,
} from './chat/code-tables';
export type {
  ChatFile,
  ChatMessage,
  ExposedObject,
  FormInput,
  HistoryItem,
  InquiryDetail,
  InquiryMain,
  MessageForm,
  ObjectExposeInfo,
  RichText,
} from './chat/entities';
export {
  CHAT_CLIENT_ERRORS,
  CHAT_ERROR_CODES,
  CHAT_RESULT_FAIL,
  CHAT_SERVER_ERRORS,
  METHOD_NOT_ALLOWED_CODE,
  NO_SUCH_CALL_CODE,
  REQUEST_INVALID_CODE,
  TOKEN_EXPIRED_CODE,
} from './chat/error-codes';
export type {
  ChatClientErrorCode,
  ChatErrorCode,
  ChatErrorCodeName,
  ChatServerErrorCode,
} from './chat/error-codes';
export {
  CHAT_RESULT_OK,
  createChatTransport,
  envelopeOf,
  isChatOk,
  trustedData,
} from './chat/transport';
export type {
  ChatCallOptions,
  ChatClientOptions,
  ChatError,
  ChatResponse,
  ChatResult,
  ChatTransport,
  ReadData,
  ResultInfo,
} from './chat/transport';
export { RETRY_POLICIES } from './retry/policies';
export type { RetryPolicy, RetryPolicyName } from './retry/policies';
export { withRetry } from './retry/with-retry';
export type { WithRetryOptions } from './retry/with-retry';
// A visitor's mobile number as Koreans write it (010-1234-5678), as the site's forms show it.
export { formatPhoneNumber, phoneDigits } from './rules/phone-format';
// spec/chat-widget.md §5: the personal-info form keeps the same name and phone rules as the
// site's sign-up (Hangul only, 2 to 6; digits only, 010 + 7 or 8).
export {
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from './rules/sign-up-rules';
