import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { SenderType } from '@lawfirm/api-client/chat-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_EXIT_MS, TOAST_MS, TYPING_INDICATOR_MS } from '../constants';

import { createConversationStore } from './conversation-store';
import { INQUIRY } from './test-support/chat-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const typing = (sender: SenderType = SENDER_TYPES.operator) =>
  ({
    event: 'typing.started',
    data: { chat_inquiry_number: INQUIRY, sender_type: sender },
  }) as const;

describe('conversation store timers', () => {
  it('shows typing for 3000 ms after the last typing.started', () => {
    const store = createConversationStore({ chatInquiryNumber: INQUIRY });
    store.applyEvent(typing());
    vi.advanceTimersByTime(TYPING_INDICATOR_MS - 1_000);
    store.applyEvent(typing());
    vi.advanceTimersByTime(TYPING_INDICATOR_MS - 1);
    expect(store.getState().typing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().typing).toBe(false);
  });

  it("ignores the visitor's own typing", () => {
    const store = createConversationStore({ chatInquiryNumber: INQUIRY });
    store.applyEvent(typing(SENDER_TYPES.customer));
    expect(store.getState().typing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes a toast after its 3000 ms and 500 ms exit, or when dismissed', () => {
    const store = createConversationStore();
    const first = store.toast('error', '하나');
    const second = store.toast('default', '둘');
    expect(second).toBe(first + 1);
    store.dismissToast(second);
    expect(store.getState().toasts.map((toast) => toast.id)).toEqual([first]);
    vi.advanceTimersByTime(TOAST_MS + TOAST_EXIT_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('notifies subscribers of each change and clears every timer on dispose', () => {
    const store = createConversationStore({ chatInquiryNumber: INQUIRY });
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast('error', '하나');
    store.applyEvent(typing());
    expect(listener).toHaveBeenCalledTimes(2);
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
