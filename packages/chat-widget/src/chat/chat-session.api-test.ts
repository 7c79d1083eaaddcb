// @vitest-environment node
// The chat's core against the REAL api (apps/api in a child process, seeded): start-up, the
// socket, sends, choices, age consent, an operator's reply, typing and closing, a new inquiry,
// a newer device signing this one out, a phone verification that outlives a reload, and a
// half-open socket behind a proxy that swallows its frames. Node's fetch and WebSocket stand in
// for the browser's.
import {
  AGE_CONSENT,
  INQUIRY_STATES,
  OBJECT_ACTIONS,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat-core';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { HEARTBEAT_MAX_UNANSWERED } from '../constants';

import { createChatSession } from './chat-session';
import type { ChatSession } from './chat-session';
import { tokenKeyOf } from './token-store';
import { startApi } from './test-support/api-process';
import type { ApiProcess } from './test-support/api-process';
import { MemoryStorage } from './test-support/memory-storage';
import { stateWhere } from './test-support/store-waits';
import { startSwallowingProxy } from './test-support/swallowing-proxy';
import type { SwallowingProxy } from './test-support/swallowing-proxy';
import { totalUnread } from './unread';

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
  followUpLink: '/chatops/inquiries/:chat_inquiry_number/follow-up-link',
  smsOutbox: '/chatops/dev/sms-outbox',
  inquiryMessages: '/chatops/inquiries/:chat_inquiry_number/messages',
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

function openChat(
  storage = new MemoryStorage(),
  {
    WebSocket = TrackedWebSocket,
    heartbeatMs,
    followUpToken,
  }: {
    WebSocket?: typeof globalThis.WebSocket;
    heartbeatMs?: number;
    /** A follow-up link's token (the hash of the page's address). */
    followUpToken?: string;
  } = {},
) {
  const session = createChatSession({
    centerCode: 'CT0000',
    apiBase: api.url,
    storage: () => storage,
    pageUrl: () => 'https://www.example.com/practice/divorce',
    visibility: visible,
    WebSocket,
    ...(heartbeatMs ? { realtimeTiming: { heartbeatMs } } : {}),
    ...(followUpToken ? { followUpToken } : {}),
    log: (message, error) => logged.push([message, error]),
  });
  sessions.push(session);
  session.start();
  return { session, storage, store: session.store, actions: session.actions };
}

/**
 * The operator's session, signed in once for the file: sign-in is limited per address (api
 * README, Operator API).
 */
let operatorToken: Promise<string> | undefined;
function operatorSession(): Promise<string> {
  operatorToken ??= fetch(`${api.url}${OPERATOR_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_id: 'counsel1', password: 'operator-demo-2026' }),
  })
    .then((answer) => answer.json() as Promise<{ data: { token: string } }>)
    .then(({ data }) => data.token);
  return operatorToken;
}

/** The operator's GET calls (the SMS outbox, an inquiry's messages). */
async function operatorGet<T>(path: string): Promise<T> {
  const answer = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${await operatorSession()}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** A ws:// address on this machine where nothing listens: a connection there fails at once. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `ws://127.0.0.1:${port}/`;
}

/**
 * The seeded workflow walked as a visitor would (the first area, its first situation, "leave
 * contact"), and the form it brings submitted: the inquiry then has a name and a number.
 */
async function leaveContact(session: ChatSession) {
  const { store, actions } = session;
  await actions.agreeAge();
  for (const action of [
    OBJECT_ACTIONS.workflowCall,
    OBJECT_ACTIONS.workflowCall,
    OBJECT_ACTIONS.input,
  ]) {
    const info = store.getState().objectExposeInfo!;
    await actions.chooseObject(info.object_list.find((o) => o.action_code === action)!);
  }
  const withForm = await stateWhere(store, (state) => state.messages.some((m) => m.form));
  const form = withForm.messages.findLast((m) => m.form)!;
  expect(await actions.savePersonalInfo(form.message_number, '김보람', '01012345678')).toBe(true);
}

const codesSentTo = async (phone: string) =>
  (
    await operatorGet<{ messages: Array<{ text: string }> }>(
      `${OPERATOR_PATHS.smsOutbox}?to=${phone}`,
    )
  ).messages;

async function operator() {
  const token = await operatorSession();
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
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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
    const replied = await stateWhere(store, (state) =>
      state.messages.some((m) => m.plain_text.includes('변호사 김상담입니다.')),
    );
    // The reply names its writer (the seeded counsel1), for the widget to label it so.
    expect(
      replied.messages.find((m) => m.plain_text.includes('변호사 김상담입니다.'))?.sender_name,
    ).toBe('김상담');
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

  it('sends no choice before the 14-or-older agreement: the api stores nothing', async () => {
    const { session, store, actions } = openChat();
    await session.started;
    const inquiry = store.getState().chatInquiryNumber!;
    const stored = () =>
      operatorGet<{ messages: unknown[] }>(
        OPERATOR_PATHS.inquiryMessages.replace(':chat_inquiry_number', String(inquiry)),
      ).then((data) => data.messages.length);
    const before = await stored();
    const info = store.getState().objectExposeInfo!;
    for (const object of info.object_list) await actions.chooseObject(object);
    expect(await stored()).toBe(before);
    expect(store.getState().objectExposeInfo).toEqual(info);
    await actions.agreeAge();
    const choice = info.object_list.find((o) => o.action_code === OBJECT_ACTIONS.workflowCall)!;
    await actions.chooseObject(choice);
    expect(await stored()).toBe(before + 2);
  }, 60_000);

  it('keeps a phone verification across a reload: history opens with no new code, the badge counts', async () => {
    const phone = '01055501234';
    const first = openChat();
    await first.session.started;
    await first.actions.agreeAge();
    const inquiry = first.store.getState().chatInquiryNumber!;

    // spec §4 Phone verification in the history view.
    await first.session.history.enterHistory();
    expect(first.store.getState().isAuthenticated).toBe(false);
    expect(await first.session.history.sendCode('김민지', phone)).toBe(true);
    const [sent] = await codesSentTo(phone);
    const code = /(\d{6})/.exec(sent!.text)![1]!;
    expect(await first.session.history.verifyCode('김민지', phone, code)).toBe(true);
    expect(first.store.getState().isAuthenticated).toBe(true);
    first.session.history.exitHistory();

    // An operator's answer and closing notice the visitor does not list, then a new inquiry.
    await stateWhere(first.store, (state) => state.isConnected);
    const call = await operator();
    await call(OPERATOR_PATHS.assign, inquiry);
    await call(OPERATOR_PATHS.messages, inquiry, { html_content: '<p>서류를 보내 주세요.</p>' });
    await call(OPERATOR_PATHS.close, inquiry);
    await stateWhere(first.store, (state) => state.inquiryState === INQUIRY_STATES.closed);
    await first.actions.startNewInquiry();

    // The reload: a new session on the same storage authenticates anew (a new token).
    const token = first.storage.getItem(tokenKeyOf('CT0000'));
    first.session.dispose();
    const again = openChat(first.storage);
    await again.session.started;
    expect(again.storage.getItem(tokenKeyOf('CT0000'))).not.toBe(token);
    const listed = await stateWhere(again.store, (state) => state.historyList !== null);
    expect(listed.isAuthenticated).toBe(true);
    expect(
      listed.historyList!.find((item) => item.chat_inquiry_number === inquiry)
        ?.unread_message_count,
    ).toBeGreaterThan(0);
    expect(totalUnread(listed.historyList)).toBeGreaterThan(0);
    await again.session.history.enterHistory();
    expect(again.store.getState().isAuthenticated).toBe(true);
    expect(again.store.getState().historyList!.map((item) => item.chat_inquiry_number)).toContain(
      inquiry,
    );
    // No second code was asked for.
    expect(await codesSentTo(phone)).toHaveLength(1);
  }, 60_000);

  it("counts the unread of the visitor's other chats live for the header's badge, in the conversation too", async () => {
    const phone = '01055507788';
    const verify = async (session: ChatSession) => {
      await session.history.enterHistory();
      expect(await session.history.sendCode('김민지', phone)).toBe(true);
      // The outbox lists the newest first.
      const [sent] = await codesSentTo(phone);
      const code = /(\d{6})/.exec(sent!.text)![1]!;
      expect(await session.history.verifyCode('김민지', phone, code)).toBe(true);
      session.history.exitHistory();
    };
    // Device 1: a chat, the phone verified.
    const first = openChat();
    await first.session.started;
    await first.actions.agreeAge();
    const earlier = first.store.getState().chatInquiryNumber!;
    await verify(first.session);

    // Device 2: a chat of its own, the same person verified; back in the conversation view.
    const second = openChat();
    await second.session.started;
    await stateWhere(second.store, (state) => state.isConnected);
    await verify(second.session);
    const listed = second.store.getState().historyList!;
    expect(listed.map((item) => item.chat_inquiry_number)).toContain(earlier);
    const before = totalUnread(listed);

    // The operator answers the earlier chat: the badge of device 2 counts it, no reload.
    const call = await operator();
    await call(OPERATOR_PATHS.assign, earlier);
    await call(OPERATOR_PATHS.messages, earlier, { html_content: '<p>서류를 보내 주세요.</p>' });
    const counted = await stateWhere(
      second.store,
      (state) => totalUnread(state.historyList) > before,
    );
    expect(
      counted.historyList!.find((item) => item.chat_inquiry_number === earlier)
        ?.recent_message_content,
    ).toBe('서류를 보내 주세요.');
  }, 60_000);

  describe('behind a link that goes silent both ways without closing (a half-open socket)', () => {
    let proxy: SwallowingProxy | undefined;
    afterEach(async () => {
      await proxy?.close();
      proxy = undefined;
    });

    it('notices the silence, shows the banner, reconnects and brings the replies sent meanwhile', async () => {
      proxy = await startSwallowingProxy(Number(new URL(api.url).port));
      const through = proxy;
      /** heartbeat.ack frames heard, by socket in the order they opened. */
      const acks: number[] = [];
      const ackWaiters = new Set<() => void>();
      /** The platform's WebSocket, connecting through the proxy. */
      class ProxiedWebSocket extends WebSocket {
        constructor(url: string | URL) {
          const target = new URL(url);
          target.port = String(through.port);
          super(target);
          const socket = acks.push(0) - 1;
          this.addEventListener('message', ({ data }: MessageEvent) => {
            if (typeof data !== 'string' || !data.includes('"heartbeat.ack"')) return;
            acks[socket]! += 1;
            for (const wake of ackWaiters) wake();
          });
        }
      }
      const acksHeard = (socket: number, count: number) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if ((acks[socket] ?? 0) < count) return;
            ackWaiters.delete(check);
            resolve();
          };
          ackWaiters.add(check);
          check();
        });
      // The heartbeat every 2 s instead of 30 s: the same rule, within the test's time. An answer
      // has two beats (4 s) before the rule drops its socket, which no busy machine takes.
      const { session, store } = openChat(new MemoryStorage(), {
        WebSocket: ProxiedWebSocket,
        heartbeatMs: 2_000,
      });
      await session.started;
      await stateWhere(store, (state) => state.isConnected);
      const inquiry = store.getState().chatInquiryNumber!;
      const call = await operator();
      await call(OPERATOR_PATHS.assign, inquiry);
      await stateWhere(store, (state) =>
        state.messages.some((m) => m.sender_type === SENDER_TYPES.system && m.message_number > 2),
      );
      // Heartbeats are answered through the proxy: after more beats than the rule lets a silent
      // socket live, the socket is still the first.
      await acksHeard(0, HEARTBEAT_MAX_UNANSWERED + 1);
      expect(store.getState().isConnected).toBe(true);
      expect(through.connections).toBe(1);

      through.swallow();
      const replies = ['첫 번째 답변입니다.', '두 번째 답변입니다.'];
      for (const text of replies) {
        await call(OPERATOR_PATHS.messages, inquiry, { html_content: `<p>${text}</p>` });
      }
      // Nothing closed the socket: the silence alone takes it down, before the replies came.
      const down = await stateWhere(store, (state) => !state.isConnected);
      expect(down.messages.some((m) => replies.includes(m.plain_text))).toBe(false);
      const caught = await stateWhere(
        store,
        (state) =>
          state.isConnected && replies.every((t) => state.messages.some((m) => m.plain_text === t)),
      );
      expect(through.connections).toBe(2);
      const numbers = caught.messages.map((m) => m.message_number);
      expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
    }, 60_000);
  });

  it('learns on reconnecting that a follow-up link took its inquiry to another device meanwhile', async () => {
    const deadEnd = await closedPortUrl();
    /** The platform's WebSocket, failing to connect while `offline` (nothing listens there). */
    let offline = false;
    class GatedWebSocket extends WebSocket {
      constructor(url: string | URL) {
        const target = new URL(url);
        if (offline) target.port = String(new URL(deadEnd).port);
        super(target);
        sockets.push(this);
      }
    }
    const first = openChat(new MemoryStorage(), { WebSocket: GatedWebSocket });
    await first.session.started;
    await stateWhere(first.store, (state) => state.isConnected);
    const inquiry = first.store.getState().chatInquiryNumber!;
    // The api sends follow-up links only to a visitor who left a number.
    await leaveContact(first.session);
    const call = await operator();
    await call(OPERATOR_PATHS.assign, inquiry);
    const link = (await call(OPERATOR_PATHS.followUpLink, inquiry)) as unknown as { token: string };

    // The first device's connection goes down, and stays down while the link is opened elsewhere.
    offline = true;
    sockets.at(-1)!.close();
    await stateWhere(first.store, (state) => !state.isConnected);
    const other = openChat(new MemoryStorage(), { followUpToken: link.token });
    await other.session.started;
    expect(other.store.getState().chatInquiryNumber).toBe(inquiry);
    expect(first.store.getState().isUserExpired).toBe(false);

    // Back online: the reconnect learns it (the watch and the catch-up are both refused), and
    // the device is signed out as by user.expired (spec §2 banner, §4): no token, no socket.
    offline = false;
    await stateWhere(first.store, (state) => state.isUserExpired);
    expect(first.storage.getItem(tokenKeyOf('CT0000'))).toBeNull();
    const last = sockets.at(-1)!;
    await new Promise<void>((resolve) => {
      if (last.readyState === WebSocket.CLOSED) resolve();
      else last.addEventListener('close', () => resolve(), { once: true });
    });
    expect(other.store.getState().isUserExpired).toBe(false);
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
