// @lawfirm/api-client/chat: the chat widget's calls (spec/chat-widget.md §7), its envelope and
// client, codes, entities and error catalogue (§8).
export {
  CERTIFICATION_NUMBER_LENGTH,
  CHAT_JSON_DATA_MAX_DEPTH,
  CHAT_JSON_DATA_MAX_LENGTH,
  CHAT_PATHS,
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  CURRENT_URL_MAX_LENGTH,
  MESSAGE_HTML_MAX_LENGTH,
  MESSAGE_LIST_DEFAULT_SIZE,
  MESSAGE_LIST_MAX_SIZE,
  chatJsonDataSchema,
  chatRequestSchemas,
  chatResponseDataSchemas,
  clientMessageIdSchema,
  messageHtmlSchema,
} from './chat/calls';
export type { ChatPath, ChatRequest, ChatResponseData } from './chat/calls';
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
  ageConsentSchema,
  bindingKeySchema,
  fileKindSchema,
  inquiryProgressSchema,
  inquiryStateSchema,
  messageStatusSchema,
  messageTypeSchema,
  navigationCodeSchema,
  objectActionSchema,
  objectLayoutSchema,
  senderTypeSchema,
  templateTypeSchema,
} from './chat/codes';
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
} from './chat/codes';
export {
  chatFileSchema,
  chatMessageSchema,
  chatNumberSchema,
  exposedObjectSchema,
  formInputSchema,
  historyItemSchema,
  inquiryDetailSchema,
  inquiryMainSchema,
  messageBlockSchema,
  messageFormSchema,
  messageWorkFlowSchema,
  objectExposeInfoSchema,
  richTextSchema,
  ynSchema,
} from './chat/entities';
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
  CHAT_RESULT_OK,
  chatFailureBodySchema,
  chatResponseSchema,
  createChatClient,
  isChatOk,
  resultInfoSchema,
} from './chat/envelope';
export type {
  ChatCallOptions,
  ChatClient,
  ChatClientOptions,
  ChatError,
  ChatFailureBody,
  ChatResponse,
  ChatResult,
  ResultInfo,
} from './chat/envelope';
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
export { createChatTransport, envelopeOf, trustedData } from './chat/transport';
export type { ChatTransport, ReadData } from './chat/transport';
export type {
  ChatClientErrorCode,
  ChatErrorCode,
  ChatErrorCodeName,
  ChatServerErrorCode,
} from './chat/error-codes';
// spec/chat-widget.md §5: the personal-info form keeps the same name and phone rules as the
// site's sign-up (Hangul only, 2 to 6; digits only, 010 + 7 or 8).
export {
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from './rules/sign-up-rules';
