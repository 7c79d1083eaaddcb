import { describe, expect, it } from 'vitest';

import { AGE_CONSENT, NAVIGATION_CODES } from './codes';
import { CHAT_PATHS, chatRequestSchemas, MESSAGE_LIST_MAX_SIZE } from './calls';
import type { ChatPath } from './calls';

// One valid payload per call; the bad-input table below breaks one field at a time.
const VALID: Record<ChatPath, Record<string, unknown>> = {
  [CHAT_PATHS.authenticate]: { center_code: 'CT0000' },
  [CHAT_PATHS.realtimeInit]: {},
  [CHAT_PATHS.inquiryMain]: { channel_number: 1 },
  [CHAT_PATHS.inquiryGeneration]: { channel_number: 1, current_url: 'https://example.com/a' },
  [CHAT_PATHS.inquiryDetail]: { chat_inquiry_number: 7 },
  [CHAT_PATHS.messageList]: { chat_inquiry_number: 7, standard_timestamp: 1, size: 400 },
  [CHAT_PATHS.messageSend]: { chat_inquiry_number: 7, html_content: '안녕하세요', json_data: {} },
  [CHAT_PATHS.fileDownloadUrl]: { chat_inquiry_number: 7, file_number: 2 },
  [CHAT_PATHS.workflowProgress]: {
    chat_inquiry_number: 7,
    message_number: 3,
    work_flow_number: 1,
    object_number: 4,
  },
  [CHAT_PATHS.workflowRollback]: {
    chat_inquiry_number: 7,
    message_number: 3,
    work_flow_navigation_code: NAVIGATION_CODES.back,
  },
  [CHAT_PATHS.personalInfoUpdate]: {
    chat_inquiry_number: 7,
    message_number: 3,
    name: '홍길동',
    cell_phone_number: '01012345678',
  },
  [CHAT_PATHS.ageConsentUpdate]: {
    chat_inquiry_number: 7,
    age_consent_state_code: AGE_CONSENT.agreed,
  },
  [CHAT_PATHS.certificationSend]: { name: '홍길동', cell_phone_number: '0101234567' },
  [CHAT_PATHS.certificationVerify]: {
    name: '홍길동',
    cell_phone_number: '01012345678',
    certification_number: '123456',
  },
  [CHAT_PATHS.historyList]: {},
  [CHAT_PATHS.historyParticipation]: { chat_inquiry_number: 7 },
  [CHAT_PATHS.alarmParticipation]: { token: 'abc' },
};

const BAD: Array<[ChatPath, string, Record<string, unknown>]> = [
  [CHAT_PATHS.authenticate, 'no centre code', {}],
  [CHAT_PATHS.authenticate, 'a centre code of another shape', { center_code: 'XX0000' }],
  [CHAT_PATHS.realtimeInit, 'an unknown field', { extra: 1 }],
  [CHAT_PATHS.inquiryMain, 'a channel number as text', { channel_number: '1' }],
  [CHAT_PATHS.inquiryGeneration, 'no current_url', { channel_number: 1 }],
  [CHAT_PATHS.inquiryDetail, 'a zero inquiry number', { chat_inquiry_number: 0 }],
  [
    CHAT_PATHS.messageList,
    'a size above the maximum',
    { chat_inquiry_number: 7, size: MESSAGE_LIST_MAX_SIZE + 1 },
  ],
  [CHAT_PATHS.messageSend, 'no inquiry number', { html_content: 'a', json_data: {} }],
  [
    CHAT_PATHS.messageSend,
    'a blank message',
    { chat_inquiry_number: 7, html_content: '  ', json_data: {} },
  ],
  [CHAT_PATHS.messageSend, 'no json data', { chat_inquiry_number: 7, html_content: 'a' }],
  [CHAT_PATHS.fileDownloadUrl, 'no file number', { chat_inquiry_number: 7 }],
  [
    CHAT_PATHS.workflowProgress,
    'no object number',
    { chat_inquiry_number: 7, message_number: 3, work_flow_number: 1 },
  ],
  [
    CHAT_PATHS.workflowRollback,
    'an unknown navigation code',
    { chat_inquiry_number: 7, message_number: 3, work_flow_navigation_code: 'WFL01300009' },
  ],
  [
    CHAT_PATHS.personalInfoUpdate,
    'a name in Latin letters',
    { chat_inquiry_number: 7, message_number: 3, name: 'Hong', cell_phone_number: '01012345678' },
  ],
  [
    CHAT_PATHS.personalInfoUpdate,
    'a phone with dashes',
    {
      chat_inquiry_number: 7,
      message_number: 3,
      name: '홍길동',
      cell_phone_number: '010-1234-5678',
    },
  ],
  [
    CHAT_PATHS.ageConsentUpdate,
    'another code table',
    { chat_inquiry_number: 7, age_consent_state_code: 'CHI00800001' },
  ],
  [
    CHAT_PATHS.certificationSend,
    'a one-syllable name',
    { name: '홍', cell_phone_number: '01012345678' },
  ],
  [
    CHAT_PATHS.certificationSend,
    'a 011 number',
    { name: '홍길동', cell_phone_number: '01112345678' },
  ],
  [
    CHAT_PATHS.certificationVerify,
    'a five-digit code',
    { name: '홍길동', cell_phone_number: '01012345678', certification_number: '12345' },
  ],
  [CHAT_PATHS.historyParticipation, 'a negative inquiry number', { chat_inquiry_number: -1 }],
  [CHAT_PATHS.alarmParticipation, 'an empty token', { token: '' }],
];

describe('chat request schemas (spec/chat-widget.md §7)', () => {
  it.each(Object.entries(VALID))('accepts a well-formed d for %s', (path, d) => {
    expect(chatRequestSchemas[path as ChatPath].safeParse(d).success).toBe(true);
  });

  it.each(BAD)('%s refuses %s', (path, _case, d) => {
    expect(chatRequestSchemas[path].safeParse(d).success).toBe(false);
  });

  it('has a request schema for every path of §7', () => {
    expect(Object.keys(chatRequestSchemas).sort()).toEqual(Object.values(CHAT_PATHS).sort());
  });
});
