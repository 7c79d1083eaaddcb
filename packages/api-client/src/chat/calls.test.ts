import { describe, expect, it } from 'vitest';

import { AGE_CONSENT, NAVIGATION_CODES } from './code-tables';
import { TIMESTAMP_MS_MAX } from '../entities/request-fields';
import {
  CHAT_JSON_DATA_MAX_DEPTH,
  CHAT_JSON_DATA_MAX_LENGTH,
  CHAT_PATHS,
  CURRENT_URL_MAX_LENGTH,
  MESSAGE_LIST_MAX_SIZE,
} from './call-constants';
import type { ChatPath } from './call-constants';
import { chatRequestSchemas } from './calls';

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
  [CHAT_PATHS.alarmParticipation]: {
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJlLWhlcmU',
  },
};

const send = (fields: Record<string, unknown>) => ({
  chat_inquiry_number: 7,
  html_content: '안녕하세요',
  json_data: {},
  ...fields,
});

/** `depth` objects nested in one another. */
function nestedJson(depth: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

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
  [CHAT_PATHS.alarmParticipation, 'a NUL in the token', { token: 'abc\u0000' }],
  [
    CHAT_PATHS.inquiryGeneration,
    'a javascript: current_url',
    { channel_number: 1, current_url: 'javascript:alert(1)' },
  ],
  [
    CHAT_PATHS.inquiryGeneration,
    'a NUL in current_url',
    { channel_number: 1, current_url: 'https://example.com/\u0000' },
  ],
  [
    CHAT_PATHS.inquiryGeneration,
    'a current_url over its length',
    { channel_number: 1, current_url: `https://example.com/${'a'.repeat(CURRENT_URL_MAX_LENGTH)}` },
  ],
  [
    CHAT_PATHS.messageList,
    'a timestamp after the year 9999',
    { chat_inquiry_number: 7, standard_timestamp: TIMESTAMP_MS_MAX + 1 },
  ],
  [
    CHAT_PATHS.messageList,
    'a changed_after_timestamp of 9e15',
    { chat_inquiry_number: 7, after_message_number: 1, changed_after_timestamp: 9e15 },
  ],
  [
    CHAT_PATHS.messageList,
    'an after_message_number beyond an integer column',
    { chat_inquiry_number: 7, after_message_number: 2_147_483_648 },
  ],
  [CHAT_PATHS.messageSend, 'a NUL in the message', send({ html_content: '안녕\u0000' })],
  [CHAT_PATHS.messageSend, 'a lone surrogate in the message', send({ html_content: '\uD83D' })],
  [CHAT_PATHS.messageSend, 'a NUL in json_data', send({ json_data: { text: '\u0000' } })],
  [
    CHAT_PATHS.messageSend,
    'json_data nested too deep',
    send({ json_data: nestedJson(CHAT_JSON_DATA_MAX_DEPTH + 1) }),
  ],
  [
    CHAT_PATHS.messageSend,
    'json_data nested 2,000 levels deep',
    send({ json_data: nestedJson(2000) }),
  ],
  [
    CHAT_PATHS.messageSend,
    'json_data over its size',
    send({ json_data: { text: 'x'.repeat(CHAT_JSON_DATA_MAX_LENGTH) } }),
  ],
  [CHAT_PATHS.messageSend, 'a client_message_id with spaces', send({ client_message_id: 'a b' })],
  [
    CHAT_PATHS.messageSend,
    'a client_message_id with markup',
    send({ client_message_id: '<script>' }),
  ],
  [
    CHAT_PATHS.messageSend,
    'a client_message_id of 65',
    send({ client_message_id: 'a'.repeat(65) }),
  ],
];

describe('chat request schemas (spec/chat-widget.md §7)', () => {
  it.each(Object.entries(VALID))('accepts a well-formed d for %s', (path, d) => {
    expect(chatRequestSchemas[path as ChatPath].safeParse(d).success).toBe(true);
  });

  it.each(BAD)('%s refuses %s', (path, _case, d) => {
    expect(chatRequestSchemas[path].safeParse(d).success).toBe(false);
  });

  it('accepts json_data at its depth and a UUID as client_message_id', () => {
    const d = send({
      json_data: nestedJson(CHAT_JSON_DATA_MAX_DEPTH - 1),
      client_message_id: '3f0e8a9c-5b8e-4f6a-9d1c-2b7e4a6c8d10',
    });
    expect(chatRequestSchemas[CHAT_PATHS.messageSend].safeParse(d).error).toBeUndefined();
  });

  it('has a request schema for every path of §7', () => {
    expect(Object.keys(chatRequestSchemas).sort()).toEqual(Object.values(CHAT_PATHS).sort());
  });
});
