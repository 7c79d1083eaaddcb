// @vitest-environment node
// The chat's core against the REAL api (apps/api in a child process, seeded): start-up, the
// socket, sends, choices, age consent, an operator's reply, typing and closing, a new inquiry,
// and a newer device signing this one out. Node's fetch and WebSocket stand in for the browser's.
import {
  AGE_CONSENT,
  INQUIRY_STATES,
  OBJECT_ACTIONS,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createChatSession } from './chat-session';
import type { ChatSession } from './chat-session';
import { tokenKeyOf } from './token-store';
import { startApi } from './test-support/api-process';
import type { ApiProcess } from './test-support/api-process';
import { MemoryStorage } from './test-support/memory-storage';
import { stateWhere } from './test-support/store-waits';

// The operator api's paths (api README "Operator API"), written out: lint keeps the operator
// entry of api-client out of the widget, tests included.
const OPERATOR_PATHS = {
  signIn: '/chatops/sign-in',
  assign: '/chatops/inquiries/:chat_inquiry_number/assign',
  typing: '/chatops/inquiries/:chat_inquiry_number/typing',
  messages: '/chatops/inquiries/:chat_inquiry_number/messages',
  close: '/chatops/inquiries/:chat_inquiry_number/close',
  message: '/chatops/inquiries/:chat_inquiry_number/messages/:message_number',
  recall: '/chatops/inquiries/:chat_inquiry_number/messages/:message_number/recall',
} as const;

/** The platform's WebSocket, remembering each socket so that a test can drop one. */
const sockets: WebSocket[] = [];
class TrackedWebSocket extends WebSocket {
  constructor(url: string | URL) {
    super(url);
    sockets.push(this);
  }
}

let api: ApiProcess;
const sessions: ChatSession[] = [];
const logged: unknown[] = [];

beforeAll(async () => {
  api = await startApi();
}, 120_000);
afterAll(async () => {
  await api?.stop();
});
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

const visible = { isVisible: () => true, onVisible: () => () => undefined };

function openChat(storage = new MemoryStorage()) {
  const session = createChatSession({
    centerCode: 'CT0000',
    apiBase: api.url,
    storage: () => storage,
    pageUrl: () => 'https://www.example.com/practice/divorce',
    visibility: visible,
    WebSocket: TrackedWebSocket,
    log: (message, error) => logged.push([message, error]),
  });
  sessions.push(session);
  session.start();
  return { session, storage, store: session.store, actions: session.actions };
}

async function operator() {
  const signIn = await fetch(`${api.url}${OPERATOR_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: 'counsel1', password: 'operator-demo-2026' }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  return async (
    path: string,
    inquiry: number,
    body: unknown = {},
    { method = 'POST', messageNumber = 0 } = {},
  ) => {
    const target = path
      .replace(':chat_inquiry_number', String(inquiry))
      .replace(':message_number', String(messageNumber));
    const answer = await fetch(`${api.url}${target}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { message?: { message_number: number } } }).data;
  };
}

describe('the chat against the real api', () => {
  it('starts, talks, follows the workflow and hears the operator', async () => {
    const { session, storage, store, actions } = openChat();
    await session.started;

    // spec §4 step 5: the inquiry, its state, age consent, workflow and messages.
    const ready = store.getState();
    expect(ready).toMatchObject({
      status: 'ready',
      inquiryState: INQUIRY_STATES.open,
      ageConsent: AGE_CONSENT.disagreed,
    });
    expect(ready.main?.channel_name).toBeTruthy();
    expect(ready.messages.length).toBeGreaterThanOrEqual(2);
    expect(ready.objectExposeInfo?.object_list.length).toBeGreaterThan(0);
    expect(storage.getItem(tokenKeyOf('CT0000'))).toBeTruthy();
    const inquiry = ready.chatInquiryNumber!;

    // Before the age confirmation the api refuses a send: it stays, failed, with a toast.
    await actions.send('  안녕하세요\n상담 부탁드립니다  ');
    const [failed] = store.getState().outgoing;
    expect(failed).toMatchObject({ status: 'failed', text: '안녕하세요\n상담 부탁드립니다' });
    expect(store.getState().toasts.at(-1)?.message).toBe('메시지를 보낼 권한이 없습니다.');

    await actions.agreeAge();
    expect(store.getState().ageConsent).toBe(AGE_CONSENT.agreed);

    // The retry keeps its id; the message shows once, whether the answer or the socket came first.
    await stateWhere(store, (state) => state.isConnected);
    await actions.retry(failed!.clientMessageId);
    const sent = await stateWhere(store, (state) =>
      state.messages.some((m) => m.client_message_id === failed!.clientMessageId),
    );
    expect(sent.outgoing).toEqual([]);
    const mine = sent.messages.filter((m) => m.client_message_id === failed!.clientMessageId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ sender_type: SENDER_TYPES.customer });
    expect(mine[0]!.plain_text).toContain('안녕하세요');

    // A workflow choice: the next step's choices replace the first ones.
    const first = store.getState().objectExposeInfo!;
    const choice = first.object_list.find((o) => o.action_code === OBJECT_ACTIONS.workflowCall)!;
    await actions.chooseObject(choice);
    const next = store.getState().objectExposeInfo!;
    expect(next.work_flow_progress_stack.length).toBe(first.work_flow_progress_stack.length + 1);
    expect(next.message_number).not.toBe(first.message_number);

    // The operator takes it, types, replies and closes: each reaches the widget by the socket.
    const call = await operator();
    await call(OPERATOR_PATHS.assign, inquiry);
    await call(OPERATOR_PATHS.typing, inquiry);
    await stateWhere(store, (state) => state.typing);
    await call(OPERATOR_PATHS.messages, inquiry, { html_content: '<p>변호사 김상담입니다.</p>' });
    await stateWhere(store, (state) =>
      state.messages.some((m) => m.plain_text.includes('변호사 김상담입니다.')),
    );
    await call(OPERATOR_PATHS.close, inquiry);
    await stateWhere(store, (state) => state.inquiryState === INQUIRY_STATES.closed);

    const numbers = store.getState().messages.map((m) => m.message_number);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));

    // spec §4 "start a new inquiry".
    await actions.startNewInquiry();
    expect(store.getState()).toMatchObject({ inquiryState: INQUIRY_STATES.open, status: 'ready' });
    expect(store.getState().chatInquiryNumber).not.toBe(inquiry);
  }, 60_000);

  it('after a dropped connection shows what it missed: new, edited and recalled messages', async () => {
    const { session, store } = openChat();
    await session.started;
    await stateWhere(store, (state) => state.isConnected);
    const inquiry = store.getState().chatInquiryNumber!;
    const call = await operator();
    await call(OPERATOR_PATHS.assign, inquiry);
    const edited = (await call(OPERATOR_PATHS.messages, inquiry, { html_content: '수정 전' }))
      .message!.message_number;
    const recalled = (await call(OPERATOR_PATHS.messages, inquiry, { html_content: '회수될 말' }))
      .message!.message_number;
    await stateWhere(store, (state) => state.messages.some((m) => m.message_number === recalled));

    // The connection drops; meanwhile the operator edits, recalls and writes.
    sockets.at(-1)!.close();
    await stateWhere(store, (state) => !state.isConnected);
    await call(
      OPERATOR_PATHS.message,
      inquiry,
      { html_content: '수정 후' },
      {
        method: 'PATCH',
        messageNumber: edited,
      },
    );
    await call(OPERATOR_PATHS.recall, inquiry, {}, { messageNumber: recalled });
    await call(OPERATOR_PATHS.messages, inquiry, { html_content: '끊긴 사이의 답변' });

    // The reconnect (after the spec's 3000 ms) fetches all of it.
    const caught = await stateWhere(store, (state) =>
      state.messages.some((m) => m.plain_text === '끊긴 사이의 답변'),
    );
    await stateWhere(store, (state) => state.isConnected);
    expect(caught.messages.find((m) => m.message_number === edited)?.plain_text).toBe('수정 후');
    expect(caught.messages.some((m) => m.message_number === recalled)).toBe(false);
    const numbers = caught.messages.map((m) => m.message_number);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
  }, 60_000);

  it('is signed out when the same visitor authenticates on a newer device', async () => {
    const older = openChat();
    await older.session.started;
    await stateWhere(older.store, (state) => state.isConnected);

    // The newer device starts with the same stored token: the same visitor.
    const storage = new MemoryStorage();
    const key = tokenKeyOf('CT0000');
    storage.setItem(key, older.storage.getItem(key)!);
    const newer = openChat(storage);
    await newer.session.started;

    await stateWhere(older.store, (state) => state.isUserExpired);
    expect(older.storage.getItem(key)).toBeNull();
    expect(newer.store.getState().chatInquiryNumber).toBe(older.store.getState().chatInquiryNumber);
  }, 60_000);
});
