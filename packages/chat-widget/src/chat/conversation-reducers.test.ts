import { AGE_CONSENT, INQUIRY_STATES, SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import {
  addToast,
  applyServerEvent,
  initialChatState,
  isAgeLocked,
  loadInquiry,
  mergeMessages,
  outgoingFailed,
  outgoingSending,
  prependOlder,
  receiveMessages,
  removeToast,
} from './conversation-reducers';
import type { ChatState } from './conversation-reducers';
import {
  INQUIRY,
  exposeInfo,
  inquiryDetail,
  inquiryMain,
  message,
} from './test-support/chat-fixtures';

const numbers = (state: Pick<ChatState, 'messages'>) => state.messages.map((m) => m.message_number);

function loaded(messages = [message(1), message(2), message(3)]): ChatState {
  return loadInquiry(initialChatState, {
    main: inquiryMain(),
    detail: inquiryDetail(),
    messages,
    nextPage: 'N',
    loadedAt: 0,
  });
}

const outgoing = (id: string) => ({
  clientMessageId: id,
  text: `text ${id}`,
  status: 'sending' as const,
  createdAt: 0,
});

describe('mergeMessages', () => {
  it('keeps each message once, ascending by number, whatever the order it came in', () => {
    const merged = mergeMessages([message(2), message(5)], [message(4), message(1), message(5)]);
    expect(merged.map((m) => m.message_number)).toEqual([1, 2, 4, 5]);
  });

  it('replaces a message by its number with the newer copy', () => {
    const edited = message(2, { plain_text: 'edited', message_status: 'UPDATED' });
    const merged = mergeMessages([message(1), message(2)], [edited]);
    expect(merged[1]).toBe(edited);
  });

  it('answers the same array when nothing came', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('loadInquiry (spec §4 step 5)', () => {
  it('sets the inquiry, its state, age consent, workflow stack and messages', () => {
    const state = loaded([message(3), message(1)]);
    expect(state).toMatchObject({
      status: 'ready',
      chatInquiryNumber: INQUIRY,
      inquiryState: INQUIRY_STATES.open,
      ageConsent: 'AGE00100001',
      objectExposeInfo: exposeInfo(),
      hasOlder: false,
    });
    expect(numbers(state)).toEqual([1, 3]);
  });
});

describe('applyServerEvent (spec §4 Realtime events)', () => {
  it('message.created appends a new message and ignores one already shown', () => {
    const state = applyServerEvent(loaded(), {
      event: 'message.created',
      data: { chat_inquiry_number: INQUIRY, message: message(4) },
    });
    expect(numbers(state)).toEqual([1, 2, 3, 4]);
    const again = applyServerEvent(state, {
      event: 'message.created',
      data: { chat_inquiry_number: INQUIRY, message: message(4) },
    });
    expect(numbers(again)).toEqual([1, 2, 3, 4]);
  });

  it('message.created of another listed inquiry updates its history entry, not the chat', () => {
    const listed = {
      chat_inquiry_number: INQUIRY + 1,
      customer_name: '김민지',
      recent_message_content: '이전',
      recent_message_date_time: null,
      unread_message_count: 0,
    };
    const before: ChatState = { ...loaded(), historyList: [listed] };
    const reply = message(9, { inquiry_number: INQUIRY + 1, plain_text: '다른 상담의 답변' });
    const state = applyServerEvent(before, {
      event: 'message.created',
      data: { chat_inquiry_number: INQUIRY + 1, message: reply },
    });
    expect(numbers(state)).toEqual([1, 2, 3]);
    expect(state.historyList?.[0]).toMatchObject({
      recent_message_content: '다른 상담의 답변',
      unread_message_count: 1,
    });
  });

  it('message.updated replaces the message of its number, or appends it', () => {
    const edited = message(2, { plain_text: 'edited' });
    const state = applyServerEvent(loaded(), {
      event: 'message.updated',
      data: { chat_inquiry_number: INQUIRY, message: edited },
    });
    expect(state.messages[1]?.plain_text).toBe('edited');
    const appended = applyServerEvent(state, {
      event: 'message.updated',
      data: { chat_inquiry_number: INQUIRY, message: message(9) },
    });
    expect(numbers(appended)).toEqual([1, 2, 3, 9]);
  });

  it('message.collected removes the message', () => {
    const state = applyServerEvent(loaded(), {
      event: 'message.collected',
      data: { chat_inquiry_number: INQUIRY, message_number: 2 },
    });
    expect(numbers(state)).toEqual([1, 3]);
  });

  it('inquiry.closed sets the state closed', () => {
    const state = applyServerEvent(loaded(), {
      event: 'inquiry.closed',
      data: { chat_inquiry_number: INQUIRY, closed_at: '2026-11-25T10:00:00.000Z' },
    });
    expect(state.inquiryState).toBe(INQUIRY_STATES.closed);
  });

  it('inquiry.workflow.updated replaces the objects on offer', () => {
    const info = exposeInfo({ expose_object_list_yn: 'N', object_list: [] });
    const state = applyServerEvent(loaded(), {
      event: 'inquiry.workflow.updated',
      data: { chat_inquiry_number: INQUIRY, object_expose_info: info },
    });
    expect(state.objectExposeInfo).toEqual(info);
  });

  it('customer.info.updated keeps the name and masked phone', () => {
    const state = applyServerEvent(loaded(), {
      event: 'customer.info.updated',
      data: {
        chat_inquiry_number: INQUIRY,
        customer_name: '홍길동',
        cell_phone_number: '010-****-5678',
      },
    });
    expect(state.customer).toEqual({ name: '홍길동', phone: '010-****-5678' });
  });

  it.each([
    ['operator', SENDER_TYPES.operator, true],
    ['bot', SENDER_TYPES.bot, true],
    ['customer (the visitor herself)', SENDER_TYPES.customer, false],
  ])('typing.started of the %s shows the indicator: %s', (_who, sender, typing) => {
    const state = applyServerEvent(loaded(), {
      event: 'typing.started',
      data: { chat_inquiry_number: INQUIRY, sender_type: sender },
    });
    expect(state.typing).toBe(typing);
  });

  it.each([
    ['operator', SENDER_TYPES.operator, false],
    ['customer (the visitor herself)', SENDER_TYPES.customer, true],
  ])('a message of the %s ends the typing indicator: %s', (_who, sender, stillTyping) => {
    const typing = applyServerEvent(loaded(), {
      event: 'typing.started',
      data: { chat_inquiry_number: INQUIRY, sender_type: SENDER_TYPES.operator },
    });
    const state = applyServerEvent(typing, {
      event: 'message.created',
      data: { chat_inquiry_number: INQUIRY, message: message(9, { sender_type: sender }) },
    });
    expect(state.typing).toBe(stillTyping);
  });

  it('changes nothing for the events of another inquiry', () => {
    const before = loaded();
    const other = INQUIRY + 1;
    for (const event of [
      {
        event: 'message.created',
        data: { chat_inquiry_number: other, message: message(4, { inquiry_number: other }) },
      },
      { event: 'message.collected', data: { chat_inquiry_number: other, message_number: 1 } },
      { event: 'inquiry.closed', data: { chat_inquiry_number: other, closed_at: null } },
      {
        event: 'typing.started',
        data: { chat_inquiry_number: other, sender_type: SENDER_TYPES.operator },
      },
    ] as const) {
      expect(applyServerEvent(before, event)).toBe(before);
    }
  });
});

describe('outgoing messages', () => {
  it('an outgoing message goes when the stored one with its id arrives, and only then', () => {
    let state = outgoingSending(loaded(), outgoing('a'));
    state = outgoingSending(state, outgoing('b'));
    state = receiveMessages(state, [message(4, { client_message_id: 'zzz' })]);
    expect(state.outgoing.map((m) => m.clientMessageId)).toEqual(['a', 'b']);

    state = receiveMessages(state, [
      message(5, { client_message_id: 'a', sender_type: SENDER_TYPES.customer }),
    ]);
    expect(state.outgoing.map((m) => m.clientMessageId)).toEqual(['b']);
    expect(numbers(state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the socket and the send answer bringing the same message show it once', () => {
    const stored = message(4, { client_message_id: 'a', sender_type: SENDER_TYPES.customer });
    let state = outgoingSending(loaded(), outgoing('a'));
    state = applyServerEvent(state, {
      event: 'message.created',
      data: { chat_inquiry_number: INQUIRY, message: stored },
    });
    state = receiveMessages(state, [stored]);
    expect(numbers(state)).toEqual([1, 2, 3, 4]);
    expect(state.outgoing).toEqual([]);
  });

  it('a failed send stays, marked failed; its retry marks it sending again in place', () => {
    let state = outgoingSending(loaded(), outgoing('a'));
    state = outgoingSending(state, outgoing('b'));
    state = outgoingFailed(state, 'a');
    expect(state.outgoing.map((m) => m.status)).toEqual(['failed', 'sending']);
    state = outgoingSending(state, { ...outgoing('a'), status: 'sending' });
    expect(state.outgoing.map((m) => [m.clientMessageId, m.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);
  });
});

describe('prependOlder (paging)', () => {
  it('puts the older page before the messages shown and keeps hasOlder from next_page_yn', () => {
    const state = prependOlder(
      { ...loaded([message(5), message(6)]), loadingOlder: true },
      {
        messages: [message(3), message(4)],
        next_page_yn: 'Y',
      },
    );
    expect(numbers(state)).toEqual([3, 4, 5, 6]);
    expect(state.hasOlder).toBe(true);
    expect(state.loadingOlder).toBe(false);
    expect(prependOlder(state, { messages: [message(1)], next_page_yn: 'N' }).hasOlder).toBe(false);
  });
});

describe('toasts', () => {
  it('get increasing ids and go one by one', () => {
    let state = addToast(initialChatState, { kind: 'error', message: '하나' });
    state = addToast(state, { kind: 'success', message: '둘' });
    expect(state.toasts.map((toast) => toast.id)).toEqual([1, 2]);
    state = removeToast(state, 1);
    state = addToast(state, { kind: 'warning', message: '셋' });
    expect(state.toasts.map((toast) => [toast.id, toast.message])).toEqual([
      [2, '둘'],
      [3, '셋'],
    ]);
  });
});

describe('isAgeLocked (spec §4 Age check)', () => {
  it.each([
    ['not known yet', null, true],
    ['disagreed', AGE_CONSENT.disagreed, true],
    ['agreed', AGE_CONSENT.agreed, false],
  ] as const)('is %s: locked %s', (_, ageConsent, locked) => {
    expect(isAgeLocked({ ageConsent })).toBe(locked);
  });

  it('locks a conversation that has not loaded its inquiry yet', () => {
    expect(isAgeLocked(initialChatState)).toBe(true);
  });
});
