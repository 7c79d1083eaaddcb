// Fixtures for the conversation view's tests and stories, typed from the api-client's chat
// entities (spec/chat-widget.md §3, snake_case server form). Times are fixed (25 November 2026,
// Seoul) so that separators and HH:MM labels never depend on the day the tests run.
import {
  AGE_CONSENT,
  FILE_KINDS,
  FORM_BINDING_KEYS,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  OBJECT_ACTIONS,
  OBJECT_LAYOUTS,
  PERSONAL_INFO_FORM_TYPE,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat-core';
import type {
  ChatFile,
  ChatMessage,
  ExposedObject,
  InquiryMain,
  MessageForm,
  MessageStatus,
  ObjectExposeInfo,
} from '@lawfirm/api-client/chat-core';

import type { ConversationActions, ConversationState, OutgoingMessage } from './conversation-model';

export const INQUIRY_NUMBER = 501;

/** An image that needs no network (stories, screenshots): a soft tile with a caption. */
export function placeholderImage(label: string, hue = 350): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<rect width="320" height="240" fill="hsl(${hue},40%,92%)"/>` +
    `<circle cx="110" cy="95" r="28" fill="hsl(${hue},45%,75%)"/>` +
    `<path d="M0 240 110 140l60 50 50-40 100 90z" fill="hsl(${hue},40%,62%)"/>` +
    `<text x="160" y="40" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function inquiryMain(overrides: Partial<InquiryMain> = {}): InquiryMain {
  return {
    channel_number: 1,
    progress_inquiry_number: INQUIRY_NUMBER,
    chat_inquiry_state_code: INQUIRY_STATES.open,
    age_consent_state_code: AGE_CONSENT.agreed,
    channel_name: '법무법인 대륜',
    channel_logo_image_url: null,
    channel_explanation:
      '평일 09:00~18:00에는 상담 매니저가 직접 답변드립니다. 그 외 시간에 남겨 주신 문의는 다음 영업일에 순서대로 연락드립니다. 상담 내용은 변호사법에 따라 비밀이 보장됩니다. 급한 문의는 1800-7905로 전화 주세요.',
    ...overrides,
  };
}

let fileNumber = 9000;

export function chatFile(overrides: Partial<ChatFile> = {}): ChatFile {
  fileNumber += 1;
  return {
    file_number: fileNumber,
    file_key: `files/${fileNumber}`,
    name: `사진${fileNumber}.jpg`,
    type: FILE_KINDS.image,
    content_type: 'image/jpeg',
    size: 245_760,
    sequence: 0,
    thumbnail_url: placeholderImage(`사진 ${fileNumber}`),
    original_url: placeholderImage(`사진 ${fileNumber}`),
    ...overrides,
  };
}

export function documentFile(name: string, size: number): ChatFile {
  return chatFile({
    name,
    size,
    type: FILE_KINDS.file,
    content_type: 'application/pdf',
    thumbnail_url: null,
    original_url: null,
  });
}

/** 2026-11-25 at hh:mm in Seoul. */
export function seoulTime(hhmm: string, day = 25): string {
  return `2026-11-${String(day).padStart(2, '0')}T${hhmm}:00+09:00`;
}

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const createdAt = overrides.created_at ?? seoulTime('10:00');
  return {
    message_number: 1,
    plain_text: '',
    sender_type: SENDER_TYPES.operator,
    message_type: MESSAGE_TYPES.text,
    message_status: MESSAGE_STATUSES.created,
    user_key: 'operator-1',
    inquiry_number: INQUIRY_NUMBER,
    template_type: TEMPLATE_TYPES.system,
    created_at: createdAt,
    updated_at: createdAt,
    language: 'ko',
    timestamp: Date.parse(createdAt),
    client_message_id: null,
    rich_text: null,
    blocks: null,
    work_flow: null,
    form: null,
    files: null,
    ...overrides,
  };
}

export function customerMessage(
  messageNumber: number,
  text: string,
  createdAt = seoulTime('10:05'),
): ChatMessage {
  return chatMessage({
    message_number: messageNumber,
    plain_text: text,
    sender_type: SENDER_TYPES.customer,
    template_type: TEMPLATE_TYPES.customer,
    user_key: 'visitor-1',
    created_at: createdAt,
    updated_at: createdAt,
    timestamp: Date.parse(createdAt),
  });
}

export function personalInfoForm(
  name = '',
  phone = '',
  submittedAt: string | null = null,
): MessageForm {
  return {
    type: PERSONAL_INFO_FORM_TYPE,
    submitted_at: submittedAt,
    inputs: [
      {
        type: 'text',
        label: '이름',
        value: name,
        read_only: false,
        binding_key: FORM_BINDING_KEYS.name,
      },
      {
        type: 'tel',
        label: '휴대폰 번호',
        value: phone,
        read_only: false,
        binding_key: FORM_BINDING_KEYS.cellPhoneNumber,
      },
    ],
  };
}

export function formMessage(
  messageNumber: number,
  form: MessageForm,
  status: MessageStatus = MESSAGE_STATUSES.created,
) {
  return chatMessage({
    message_number: messageNumber,
    sender_type: SENDER_TYPES.bot,
    message_type: MESSAGE_TYPES.form,
    message_status: status,
    template_type: TEMPLATE_TYPES.workflow3,
    user_key: '',
    plain_text: '상담을 위해 성함과 휴대폰 번호를 남겨 주세요.',
    form,
    created_at: seoulTime('10:12'),
    timestamp: Date.parse(seoulTime('10:12')),
  });
}

export function exposedObject(
  objectNumber: number,
  name: string,
  overrides: Partial<ExposedObject> = {},
): ExposedObject {
  return {
    object_number: objectNumber,
    object_name: name,
    icon_image_url: null,
    sequence: objectNumber,
    action_code: OBJECT_ACTIONS.workflowCall,
    object_ui_code: OBJECT_LAYOUTS.full,
    link_url: null,
    ...overrides,
  };
}

const CASE_TYPES = [
  '이혼·가사',
  '형사',
  '민사',
  '부동산',
  '기업법무',
  '노동',
  '상속',
  '행정',
  '교통사고',
  '의료',
  '지식재산',
  '조세',
  '채권추심',
];

export function objectExposeInfo(overrides: Partial<ObjectExposeInfo> = {}): ObjectExposeInfo {
  return {
    expose_object_list_yn: 'Y',
    message_number: 2,
    work_flow_number: 10,
    object_group_ui_code: OBJECT_LAYOUTS.full,
    object_list: [
      exposedObject(1, '상담 분야 선택하기'),
      exposedObject(2, '상담 매니저와 바로 연결', { action_code: OBJECT_ACTIONS.input }),
      exposedObject(3, '전화 상담 1800-7905', {
        action_code: OBJECT_ACTIONS.phoneCall,
        link_url: 'tel:18007905',
      }),
    ],
    work_flow_progress_stack: [10],
    ...overrides,
  };
}

/** Tiles: the case types (13, so 'more' shows). */
export function tileExposeInfo(count = CASE_TYPES.length, stack = [10, 11]): ObjectExposeInfo {
  return objectExposeInfo({
    message_number: 4,
    work_flow_number: 11,
    object_group_ui_code: OBJECT_LAYOUTS.tiles,
    object_list: Array.from({ length: count }, (_, i) =>
      exposedObject(100 + i, CASE_TYPES[i % CASE_TYPES.length] ?? `분야 ${i + 1}`, {
        object_ui_code: OBJECT_LAYOUTS.tiles,
      }),
    ),
    work_flow_progress_stack: stack,
  });
}

/** A conversation with one message of every kind, over two days. */
export function sampleMessages(): ChatMessage[] {
  return [
    chatMessage({
      message_number: 1,
      sender_type: SENDER_TYPES.system,
      message_type: MESSAGE_TYPES.system,
      user_key: '',
      plain_text: '상담이 시작되었습니다.',
      created_at: seoulTime('17:40', 24),
      timestamp: Date.parse(seoulTime('17:40', 24)),
    }),
    chatMessage({
      message_number: 2,
      sender_type: SENDER_TYPES.bot,
      message_type: MESSAGE_TYPES.workflow,
      template_type: TEMPLATE_TYPES.workflow1,
      user_key: '',
      plain_text: '안녕하세요, 법무법인 대륜입니다.\n어떤 도움이 필요하신가요?',
      work_flow: {
        work_flow_number: 10,
        option_exposure_yn: 'Y',
        image_url: placeholderImage('법무법인 대륜', 350),
      },
      created_at: seoulTime('17:40', 24),
      timestamp: Date.parse(seoulTime('17:40', 24)),
    }),
    customerMessage(3, '이혼 소송을 준비하고 있는데 재산 분할이 궁금합니다.', seoulTime('09:58')),
    chatMessage({
      message_number: 4,
      plain_text: '안녕하세요. 재산 분할 관련 안내드립니다.',
      rich_text: {
        version: '1',
        html_content:
          '<p>안녕하세요. <strong>재산 분할</strong> 관련 안내드립니다.</p><p>자세한 내용은 <a href="https://example.kr/guide">안내 페이지</a>를 참고해 주세요.</p>',
        structured_data: null,
      },
      created_at: seoulTime('10:01'),
      timestamp: Date.parse(seoulTime('10:01')),
    }),
    chatMessage({
      message_number: 5,
      message_type: MESSAGE_TYPES.file,
      plain_text: '',
      files: [chatFile({ sequence: 0 }), chatFile({ sequence: 1 }), chatFile({ sequence: 2 })],
      created_at: seoulTime('10:02'),
      timestamp: Date.parse(seoulTime('10:02')),
    }),
    chatMessage({
      message_number: 6,
      message_type: MESSAGE_TYPES.file,
      plain_text: '필요 서류 목록입니다.',
      files: [documentFile('재산분할_필요서류_안내문_2026.pdf', 1_572_864)],
      blocks: [{ type: 'notice', value: '서류는 상담 전날까지 준비해 주세요.', icon_url: null }],
      created_at: seoulTime('10:03'),
      timestamp: Date.parse(seoulTime('10:03')),
    }),
  ];
}

export function conversationState(overrides: Partial<ConversationState> = {}): ConversationState {
  return {
    status: 'ready',
    main: inquiryMain(),
    chatInquiryNumber: INQUIRY_NUMBER,
    inquiryState: INQUIRY_STATES.open,
    ageConsent: AGE_CONSENT.agreed,
    messages: sampleMessages(),
    outgoing: [],
    objectExposeInfo: null,
    hasOlder: false,
    loadingOlder: false,
    typing: false,
    isConnected: true,
    isUserExpired: false,
    isAuthenticated: false,
    historyList: null,
    busy: false,
    toasts: [],
    ...overrides,
  };
}

export function outgoingMessage(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    clientMessageId: 'c-1',
    text: '상담 가능한 시간이 언제인가요?',
    status: 'sending',
    createdAt: Date.parse(seoulTime('10:20')),
    ...overrides,
  };
}

/** Actions that do nothing (stories); tests pass spies for the ones they check. */
export function createActions(overrides: Partial<ConversationActions> = {}): ConversationActions {
  const done = () => Promise.resolve();
  return {
    send: done,
    retry: done,
    chooseObject: done,
    navigate: done,
    savePersonalInfo: () => Promise.resolve(true),
    agreeAge: done,
    loadOlder: done,
    startNewInquiry: done,
    downloadFile: done,
    dismissToast: () => undefined,
    reconnect: () => undefined,
    ...overrides,
  };
}
