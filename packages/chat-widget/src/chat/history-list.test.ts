import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { HistoryItem } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { historyAfterMessage } from './history-list';
import { message } from './test-support/chat-fixtures';

const entry = (number: number, unread = 0): HistoryItem => ({
  chat_inquiry_number: number,
  customer_name: '김민지',
  recent_message_content: '이전 메시지',
  recent_message_date_time: '2026-11-20T01:00:00.000Z',
  unread_message_count: unread,
});

const LIST = [entry(12, 1), entry(9)];
const CURRENT = 12;

describe('historyAfterMessage', () => {
  it("shows an operator's message last in its entry, one more unread, the order kept", () => {
    const reply = message(40, { inquiry_number: 9, plain_text: '서류 확인했습니다.' });
    const list = historyAfterMessage(LIST, reply, CURRENT);
    expect(list?.map((item) => item.chat_inquiry_number)).toEqual([12, 9]);
    expect(list?.[1]).toMatchObject({
      recent_message_content: '서류 확인했습니다.',
      recent_message_date_time: reply.created_at,
      unread_message_count: 1,
    });
    expect(list?.[0]).toBe(LIST[0]);
  });

  it("does not count the visitor's own message, nor one of the chat open in the panel", () => {
    const own = message(41, { inquiry_number: 9, sender_type: SENDER_TYPES.customer });
    expect(historyAfterMessage(LIST, own, CURRENT)?.[1]?.unread_message_count).toBe(0);
    const inView = message(42, { inquiry_number: CURRENT, plain_text: '지금 보는 상담' });
    const list = historyAfterMessage(LIST, inView, CURRENT);
    expect(list?.[0]).toMatchObject({
      recent_message_content: '지금 보는 상담',
      unread_message_count: 1,
    });
  });

  it('changes nothing for an inquiry it does not list, or without a list', () => {
    const other = message(43, { inquiry_number: 3 });
    expect(historyAfterMessage(LIST, other, CURRENT)).toBe(LIST);
    expect(historyAfterMessage(null, other, CURRENT)).toBeNull();
  });
});
