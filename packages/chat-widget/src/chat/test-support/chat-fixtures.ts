// Chat entities for unit tests, valid by the api-client's schemas (parsed, so a drift fails).
import {
  AGE_CONSENT,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  OBJECT_ACTIONS,
  OBJECT_LAYOUTS,
  SENDER_TYPES,
  TEMPLATE_TYPES,
  chatMessageSchema,
  exposedObjectSchema,
  inquiryDetailSchema,
  inquiryMainSchema,
  objectExposeInfoSchema,
} from '@lawfirm/api-client/chat';
import type {
  ChatMessage,
  ExposedObject,
  InquiryDetail,
  InquiryMain,
  ObjectExposeInfo,
} from '@lawfirm/api-client/chat';

export const INQUIRY = 11;
const BASE_TIME = Date.UTC(2026, 10, 25, 9, 0, 0);

export function message(number: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const at = new Date(BASE_TIME + number * 1_000).toISOString();
  return chatMessageSchema.parse({
    message_number: number,
    plain_text: `message ${number}`,
    sender_type: SENDER_TYPES.operator,
    message_type: MESSAGE_TYPES.text,
    message_status: MESSAGE_STATUSES.created,
    user_key: 'operator-1',
    inquiry_number: INQUIRY,
    template_type: TEMPLATE_TYPES.system,
    created_at: at,
    updated_at: at,
    language: 'ko',
    timestamp: BASE_TIME + number * 1_000,
    client_message_id: null,
    rich_text: null,
    blocks: null,
    work_flow: null,
    form: null,
    files: null,
    ...overrides,
  });
}

export function exposedObject(
  number: number,
  overrides: Partial<ExposedObject> = {},
): ExposedObject {
  return exposedObjectSchema.parse({
    object_number: number,
    object_name: `선택 ${number}`,
    icon_image_url: null,
    sequence: number,
    action_code: OBJECT_ACTIONS.workflowCall,
    object_ui_code: OBJECT_LAYOUTS.full,
    link_url: null,
    ...overrides,
  });
}

export function exposeInfo(overrides: Partial<ObjectExposeInfo> = {}): ObjectExposeInfo {
  return objectExposeInfoSchema.parse({
    expose_object_list_yn: 'Y',
    message_number: 2,
    work_flow_number: 1,
    object_list: [exposedObject(1)],
    object_group_ui_code: OBJECT_LAYOUTS.full,
    work_flow_progress_stack: [1],
    ...overrides,
  });
}

export function inquiryMain(overrides: Partial<InquiryMain> = {}): InquiryMain {
  return inquiryMainSchema.parse({
    channel_number: 1,
    progress_inquiry_number: null,
    chat_inquiry_state_code: null,
    age_consent_state_code: null,
    channel_name: '법무법인 상담',
    channel_logo_image_url: null,
    channel_explanation: '무엇이든 물어보세요.',
    ...overrides,
  });
}

export function inquiryDetail(overrides: Partial<InquiryDetail> = {}): InquiryDetail {
  return inquiryDetailSchema.parse({
    chat_inquiry_number: INQUIRY,
    channel_number: 1,
    chat_inquiry_state_code: INQUIRY_STATES.open,
    chat_inquiry_progress_code: INQUIRY_PROGRESS.created,
    age_consent_state_code: AGE_CONSENT.disagreed,
    customer_name: null,
    cell_phone_number: null,
    manager_name: null,
    current_url: null,
    created_at: new Date(BASE_TIME).toISOString(),
    closed_at: null,
    object_expose_info: exposeInfo(),
    ...overrides,
  });
}
