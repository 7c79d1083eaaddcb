import { INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { CLOCK_SKEW_MARGIN_MS, catchUp, loadConversation } from './conversation-loading';
import {
  INQUIRY,
  exposeInfo,
  inquiryDetail,
  inquiryMain,
  message,
} from './test-support/chat-fixtures';
import { refusal, scriptedContext } from './test-support/chat-context';

const LOADED_AT = 1_800_000_000_000;

async function loaded() {
  const context = scriptedContext();
  context.api.messageList.mockResolvedValueOnce({
    messages: [message(1), message(2), message(3)],
    next_page_yn: 'N',
    collected_message_numbers: [],
  });
  await loadConversation(context.ctx, inquiryMain(), INQUIRY);
  context.store.update((state) => ({ ...state, loadedAt: LOADED_AT }));
  return context;
}

const numbers = (state: { messages: readonly { message_number: number }[] }) =>
  state.messages.map((m) => m.message_number);

// spec/chat-widget.md §4 Reconnect; api README "Realtime socket": nothing is missed.
describe('catch-up after connection.ready', () => {
  it('after a drop: new messages, changed ones replaced, recalled ones removed, state refreshed', async () => {
    const { ctx, api, store } = await loaded();
    const droppedAt = LOADED_AT + 60_000;
    api.messageList.mockResolvedValueOnce({
      messages: [message(2, { plain_text: 'edited' }), message(4), message(5)],
      next_page_yn: 'N',
      collected_message_numbers: [3],
    });
    const info = exposeInfo({ expose_object_list_yn: 'N', object_list: [] });
    api.inquiryDetail.mockResolvedValueOnce(
      inquiryDetail({ chat_inquiry_state_code: INQUIRY_STATES.closed, object_expose_info: info }),
    );

    await catchUp(ctx, droppedAt);

    expect(api.messageList).toHaveBeenLastCalledWith({
      chat_inquiry_number: INQUIRY,
      size: 400,
      after_message_number: 3,
      changed_after_timestamp: droppedAt - CLOCK_SKEW_MARGIN_MS,
    });
    const state = store.getState();
    expect(numbers(state)).toEqual([1, 2, 4, 5]);
    expect(state.messages[1]?.plain_text).toBe('edited');
    expect(state.inquiryState).toBe(INQUIRY_STATES.closed);
    expect(state.objectExposeInfo).toEqual(info);
  });

  it('pages on while more follow, from the last number seen', async () => {
    const { ctx, api, store } = await loaded();
    api.messageList
      .mockResolvedValueOnce({
        messages: [message(4)],
        next_page_yn: 'Y',
        collected_message_numbers: [],
      })
      .mockResolvedValueOnce({
        messages: [message(5)],
        next_page_yn: 'N',
        collected_message_numbers: [],
      });

    await catchUp(ctx, LOADED_AT + 1);

    expect(api.messageList).toHaveBeenLastCalledWith({
      chat_inquiry_number: INQUIRY,
      size: 400,
      after_message_number: 4,
    });
    expect(numbers(store.getState())).toEqual([1, 2, 3, 4, 5]);
  });

  it('on a first connection after the list was read: what came since the list', async () => {
    const { ctx, api, store } = await loaded();
    api.messageList.mockResolvedValueOnce({
      messages: [message(4)],
      next_page_yn: 'N',
      collected_message_numbers: [],
    });
    await catchUp(ctx, null);
    expect(api.messageList).toHaveBeenLastCalledWith(
      expect.objectContaining({
        after_message_number: 3,
        changed_after_timestamp: LOADED_AT - CLOCK_SKEW_MARGIN_MS,
      }),
    );
    expect(api.inquiryDetail).toHaveBeenCalledTimes(1);
    expect(numbers(store.getState())).toEqual([1, 2, 3, 4]);
  });

  // spec §4 user.expired: the inquiry went to another device while the socket was down.
  it('signs the device out when the shown inquiry is refused as not its own', async () => {
    const { ctx, api, realtime, store } = await loaded();
    api.messageList.mockRejectedValueOnce(refusal('E000600014', 403));
    await catchUp(ctx, LOADED_AT + 1);
    expect(realtime.expire).toHaveBeenCalledOnce();
    expect(numbers(store.getState())).toEqual([1, 2, 3]);
  });

  it('signs out on a refused detail too, and rethrows any other failure', async () => {
    const { ctx, api, realtime } = await loaded();
    api.messageList.mockResolvedValue({
      messages: [],
      next_page_yn: 'N',
      collected_message_numbers: [],
    });
    api.inquiryDetail.mockRejectedValueOnce(refusal('E000600014', 403));
    await catchUp(ctx, LOADED_AT + 1);
    expect(realtime.expire).toHaveBeenCalledOnce();

    api.inquiryDetail.mockRejectedValueOnce(refusal('E000100001', 500));
    await expect(catchUp(ctx, LOADED_AT + 1)).rejects.toMatchObject({
      error: { code: 'E000100001' },
    });
    expect(realtime.expire).toHaveBeenCalledOnce();
  });

  it('does not sign out for a refusal that came after the widget moved to another inquiry', async () => {
    const { ctx, api, realtime, store } = await loaded();
    api.messageList.mockImplementationOnce(() => {
      store.update((state) => ({ ...state, chatInquiryNumber: INQUIRY + 1 }));
      return Promise.reject(refusal('E000600014', 403));
    });
    await expect(catchUp(ctx, LOADED_AT + 1)).rejects.toMatchObject({
      error: { code: 'E000600014' },
    });
    expect(realtime.expire).not.toHaveBeenCalled();
  });

  it('does nothing before a conversation is loaded', async () => {
    const { ctx, api } = scriptedContext();
    await catchUp(ctx, 5);
    expect(api.messageList).not.toHaveBeenCalled();
  });
});
