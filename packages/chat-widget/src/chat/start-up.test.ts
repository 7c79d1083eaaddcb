import { INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HASH_AUTH_FAILURE_CLOSE_MS } from '../constants';

import { CHAT_TOASTS } from './chat-texts';
import { startUp } from './start-up';
import { inquiryMain } from './test-support/chat-fixtures';
import { PAGE_URL, refusal, scriptedContext } from './test-support/chat-context';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const toastTexts = (state: { toasts: readonly { message: string }[] }) =>
  state.toasts.map((toast) => toast.message);

// spec/chat-widget.md §4 Start-up flow.
describe('start-up', () => {
  it('authenticates, connects, then resumes the inquiry in progress and loads it', async () => {
    const { ctx, api, realtime, store } = scriptedContext();
    api.inquiryMain.mockResolvedValue(inquiryMain({ progress_inquiry_number: 7 }));

    await startUp(ctx);

    expect(api.authenticate).toHaveBeenCalledTimes(1);
    expect(realtime.start).toHaveBeenCalledTimes(1);
    expect(api.inquiryMain).toHaveBeenCalledWith(1);
    expect(api.generateInquiry).not.toHaveBeenCalled();
    expect(realtime.watch).toHaveBeenCalledWith(7);
    expect(api.inquiryDetail).toHaveBeenCalledWith(7);
    expect(api.messageList).toHaveBeenCalledWith({ chat_inquiry_number: 7, size: 400 });
    expect(store.getState()).toMatchObject({
      status: 'ready',
      chatInquiryNumber: 7,
      inquiryState: INQUIRY_STATES.open,
    });
  });

  it('creates a new inquiry with the page URL when none is in progress', async () => {
    const { ctx, api, store } = scriptedContext();
    await startUp(ctx);
    expect(api.generateInquiry).toHaveBeenCalledWith(1, PAGE_URL);
    expect(store.getState().chatInquiryNumber).toBe(11);
  });

  it('joins the inquiry of a follow-up link after hash authentication', async () => {
    const { ctx, api, store } = scriptedContext();
    api.inquiryMain.mockResolvedValue(inquiryMain({ progress_inquiry_number: 7 }));
    await startUp(ctx, { followUpToken: 'follow-up' });
    expect(api.alarmParticipation).toHaveBeenCalledWith('follow-up');
    expect(store.getState().chatInquiryNumber).toBe(42);
  });

  it('on a failed hash authentication shows the toast and calls back 500 ms later', async () => {
    const { ctx, api, store } = scriptedContext();
    api.alarmParticipation.mockRejectedValue(refusal('CE000300003', 401));
    const onHashAuthFailed = vi.fn();

    await startUp(ctx, { followUpToken: 'stale', onHashAuthFailed });

    expect(toastTexts(store.getState())).toEqual([CHAT_TOASTS.linkExpired]);
    expect(store.getState().status).toBe('failed');
    expect(api.inquiryMain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HASH_AUTH_FAILURE_CLOSE_MS - 1);
    expect(onHashAuthFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHashAuthFailed).toHaveBeenCalledTimes(1);
  });

  it('without a callback, starts as if no link had come after the toast', async () => {
    const { ctx, api, store } = scriptedContext();
    api.alarmParticipation.mockRejectedValue(refusal('CE000300003', 401));
    await startUp(ctx, { followUpToken: 'stale' });
    expect(toastTexts(store.getState())).toEqual([CHAT_TOASTS.linkExpired]);
    expect(store.getState().status).toBe('ready');
  });

  it.each([
    ['authentication', 'authenticate', CHAT_TOASTS.chatStartFailed],
    ['the main lookup', 'inquiryMain', CHAT_TOASTS.chatStartFailed],
    ['the new inquiry', 'generateInquiry', CHAT_TOASTS.inquiryCreateFailed],
    ['the inquiry detail', 'inquiryDetail', CHAT_TOASTS.inquiryStartFailed],
  ] as const)('a failure of %s ends start-up with its toast', async (_step, call, text) => {
    const { ctx, api, store, log } = scriptedContext();
    api[call].mockRejectedValue(refusal('E009900001', 500));
    await startUp(ctx);
    expect(store.getState().status).toBe('failed');
    expect(toastTexts(store.getState())).toEqual([text]);
    expect(log).toHaveBeenCalled();
  });

  it('tells the catalogued reason when the api gave one (channel does not exist)', async () => {
    const { ctx, api, store } = scriptedContext();
    api.authenticate.mockRejectedValue(refusal('E000700002', 404));
    await startUp(ctx);
    expect(toastTexts(store.getState())).toEqual(['채널이 존재하지 않습니다.']);
  });

  it('changes nothing once the widget is gone', async () => {
    const { ctx, api, store, dispose, realtime } = scriptedContext();
    let answer: (value: {
      token: string;
      channel_number: number;
      certification_yn: 'Y' | 'N';
    }) => void = () => undefined;
    api.authenticate.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const started = startUp(ctx);
    dispose();
    answer({ token: 't', channel_number: 1, certification_yn: 'N' });
    await started;
    expect(realtime.start).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('starting');
  });
});
