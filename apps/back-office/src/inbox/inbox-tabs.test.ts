import { INQUIRY_PROGRESS, INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import type { OperatorInquiry } from '@lawfirm/api-client/operator';
import { describe, expect, it } from 'vitest';

import { inquiriesOfTab, isInboxTab, tabQuery } from './inbox-tabs';
import { maskPhone } from './inquiry-format';

const inquiry = (n: number, over: Partial<OperatorInquiry> = {}): OperatorInquiry => ({
  chat_inquiry_number: n,
  channel_number: 1,
  chat_inquiry_state_code: INQUIRY_STATES.open,
  chat_inquiry_progress_code: INQUIRY_PROGRESS.created,
  customer_name: null,
  cell_phone_number: null,
  assigned_operator_id: null,
  manager_name: null,
  current_url: null,
  last_message_number: 1,
  created_at: '2026-11-29T12:00:00+09:00',
  closed_at: null,
  ...over,
});

describe('inbox tabs', () => {
  const list = [
    inquiry(1),
    inquiry(2, {
      assigned_operator_id: 7,
      chat_inquiry_progress_code: INQUIRY_PROGRESS.inProgress,
    }),
    inquiry(3, { chat_inquiry_state_code: INQUIRY_STATES.personalInfo }),
    inquiry(4, { chat_inquiry_state_code: INQUIRY_STATES.closed, assigned_operator_id: 7 }),
  ];
  const numbers = (tab: Parameters<typeof inquiriesOfTab>[0]) =>
    inquiriesOfTab(tab, list).map((item) => item.chat_inquiry_number);

  it('asks the api by state for closed ones and by mine=Y for one’s own', () => {
    expect(tabQuery('closed')).toEqual({ state: INQUIRY_STATES.closed });
    expect(tabQuery('mine')).toEqual({ mine: 'Y' });
    expect(tabQuery('unassigned')).toEqual({});
  });

  it('shows the open unassigned, every open one, and the closed ones', () => {
    expect(numbers('unassigned')).toEqual([1, 3]);
    expect(numbers('open')).toEqual([1, 2, 3]);
    expect(numbers('mine')).toEqual([1, 2, 3]);
    expect(numbers('closed')).toEqual([4]);
  });

  it('knows its tabs', () => {
    expect(isInboxTab('mine')).toBe(true);
    expect(isInboxTab('everything')).toBe(false);
  });

  it('masks the middle of a phone number', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
  });
});
