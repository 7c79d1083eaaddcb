// @lawfirm/api-client/chat: the chat (spec/chat-widget.md §3, §4, §7, §8) with the zod schemas
// the api validates requests and answers with. Everything of the zod-free `chat-core` entry is
// part of it (its list is chat-core.ts); below are the schemas and the parsing client.
export * from './chat-core';
export {
  chatJsonDataSchema,
  chatRequestSchemas,
  chatResponseDataSchemas,
  clientMessageIdSchema,
  messageHtmlSchema,
} from './chat/calls';
export {
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
export {
  chatFailureBodySchema,
  chatResponseSchema,
  createChatClient,
  resultInfoSchema,
} from './chat/envelope';
export type { ChatClient, ChatFailureBody } from './chat/envelope';
