// A ChatContext over a scripted ChatApi, for the unit tests of start-up, actions and catch-up
// (the real api runs in chat-session.api-test.ts). Each call answers what the test set, as the
// api would (fixtures valid by the api-client's schemas), and is recorded.
import { AGE_CONSENT } from '@lawfirm/api-client/chat-core';
import type { HistoryItem } from '@lawfirm/api-client/chat-core';
import { vi } from 'vitest';

import type { ChatApi } from '../chat-api';
import { ChatCallError } from '../chat-api';
import type { ChatContext } from '../chat-context';
import { createConversationStore } from '../conversation-store';

import { INQUIRY, exposeInfo, inquiryDetail, inquiryMain, message } from './chat-fixtures';

export const PAGE_URL = 'https://www.example.com/practice/divorce';

/** A refusal as the api answers it. */
export function refusal(code: string, status = 400) {
  return new ChatCallError('/chatctm/x', { code, message: code, type: 'FAIL', status });
}

export function scriptedApi() {
  const api = {
    authenticate: vi.fn(
      (): Promise<{ token: string; channel_number: number; certification_yn: 'Y' | 'N' }> =>
        Promise.resolve({ token: 'token-1', channel_number: 1, certification_yn: 'N' }),
    ),
    realtimeInit: vi.fn(() =>
      Promise.resolve({ connection_url: 'ws://127.0.0.1:1/chatctm/ws', connection_token: 'c' }),
    ),
    inquiryMain: vi.fn(() => Promise.resolve(inquiryMain())),
    generateInquiry: vi.fn(() => Promise.resolve({ chat_inquiry_number: INQUIRY })),
    inquiryDetail: vi.fn((n: number) => Promise.resolve(inquiryDetail({ chat_inquiry_number: n }))),
    messageList: vi.fn(() =>
      Promise.resolve({
        messages: [message(1), message(2)],
        next_page_yn: 'N' as 'Y' | 'N',
        collected_message_numbers: [] as number[],
      }),
    ),
    sendMessage: vi.fn(
      (d: { client_message_id?: string | undefined; chat_inquiry_number: number }) =>
        Promise.resolve({
          message: message(3, {
            client_message_id: d.client_message_id ?? null,
            sender_type: 'MSP00100003',
            inquiry_number: d.chat_inquiry_number,
          }),
        }),
    ),
    fileDownloadUrl: vi.fn(() => Promise.resolve({ url: 'https://files.example.com/a?sig=1' })),
    workflowProgress: vi.fn(() =>
      Promise.resolve({ object_expose_info: exposeInfo({ work_flow_progress_stack: [1, 2] }) }),
    ),
    workflowRollback: vi.fn(() => Promise.resolve({ object_expose_info: exposeInfo() })),
    personalInfoUpdate: vi.fn(() => Promise.resolve({ message: message(2) })),
    ageConsentUpdate: vi.fn(() =>
      Promise.resolve({ age_consent_state_code: AGE_CONSENT.agreed as string }),
    ),
    alarmParticipation: vi.fn(() => Promise.resolve({ chat_inquiry_number: 42 })),
    certificationSend: vi.fn(() => Promise.resolve({ expires_in_seconds: 180 })),
    certificationVerify: vi.fn(() => Promise.resolve({})),
    historyList: vi.fn(() => Promise.resolve({ chat_inquiry_list: [] as HistoryItem[] })),
    historyParticipation: vi.fn((n: number) => Promise.resolve({ chat_inquiry_number: n })),
    forgetToken: vi.fn(),
    rememberVerified: vi.fn(),
    isVerified: vi.fn(() => true),
  };
  return api;
}

export function scriptedContext() {
  const api = scriptedApi();
  const store = createConversationStore();
  const realtime = {
    start: vi.fn(),
    watch: vi.fn(),
    send: vi.fn(() => true),
    retryNow: vi.fn(),
    expire: vi.fn(),
  };
  const log = vi.fn();
  let disposed = false;
  const ctx: ChatContext = {
    apiBase: '',
    api: api as unknown as ChatApi,
    store,
    realtime,
    pageUrl: () => PAGE_URL,
    log,
    disposed: () => disposed,
    later: (run, ms) => void setTimeout(() => !disposed && run(), ms),
  };
  return {
    ctx,
    api,
    store,
    realtime,
    log,
    dispose() {
      disposed = true;
      store.dispose();
    },
  };
}
