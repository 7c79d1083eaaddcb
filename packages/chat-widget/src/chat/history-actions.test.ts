import { describe, expect, it } from 'vitest';

import { createHistoryActions } from './history-actions';
import { loadInquiry } from './conversation-reducers';
import { INQUIRY, inquiryDetail, inquiryMain, message } from './test-support/chat-fixtures';
import { refusal, scriptedContext } from './test-support/chat-context';
import { VERIFICATION_TEXTS } from './verification-texts';

const PAST = {
  chat_inquiry_number: 7,
  customer_name: '김민지',
  recent_message_content: '답변 감사합니다.',
  recent_message_date_time: '2026-11-20T03:00:00.000Z',
  unread_message_count: 2,
};

function setUp() {
  const context = scriptedContext();
  context.store.update((state) =>
    loadInquiry(state, {
      main: inquiryMain(),
      detail: inquiryDetail(),
      messages: [message(1)],
      nextPage: 'N',
      loadedAt: 0,
    }),
  );
  return { ...context, actions: createHistoryActions(context.ctx) };
}

const toastTexts = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().toasts.map((toast) => toast.message);

describe('history (spec §4 Panel views)', () => {
  it('a verified visitor entering history gets the list, and the socket hears history.entered', async () => {
    const { actions, api, store, realtime } = setUp();
    api.historyList.mockResolvedValue({ chat_inquiry_list: [PAST] });
    await actions.enterHistory();
    expect(store.getState().isAuthenticated).toBe(true);
    expect(store.getState().historyList).toEqual([PAST]);
    expect(realtime.send).toHaveBeenCalledWith({
      event: 'history.entered',
      data: { chat_inquiry_numbers: [7] },
    });

    // Back in the conversation, the badge (§2) keeps counting: the inquiries stay heard.
    actions.exitHistory();
    expect(realtime.send).toHaveBeenCalledOnce();
  });

  it('marks the chat open in the panel read before listing, so its entry shows no unread', async () => {
    const { actions, api } = setUp();
    const order: string[] = [];
    api.messageList.mockImplementation(() => {
      order.push('messageList');
      return Promise.resolve({ messages: [], next_page_yn: 'N', collected_message_numbers: [] });
    });
    api.historyList.mockImplementation(() => {
      order.push('historyList');
      return Promise.resolve({ chat_inquiry_list: [PAST] });
    });
    await actions.enterHistory();
    expect(order).toEqual(['messageList', 'historyList']);
    expect(api.messageList).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      after_message_number: 1,
      size: 1,
    });
  });

  it('still lists when marking read fails, and logs it', async () => {
    const { actions, api, store, log } = setUp();
    api.messageList.mockRejectedValue(new Error('offline'));
    api.historyList.mockResolvedValue({ chat_inquiry_list: [PAST] });
    await actions.enterHistory();
    expect(store.getState().historyList).toEqual([PAST]);
    expect(log).toHaveBeenCalledWith('marking the open chat read failed', expect.any(Error));
  });

  it('refreshList loads the list of a verified visitor without entering history, and follows it for the badge', async () => {
    const { actions, api, store, realtime } = setUp();
    api.historyList.mockResolvedValue({ chat_inquiry_list: [PAST] });
    await actions.refreshList();
    expect(store.getState().historyList).toEqual([PAST]);
    expect(api.messageList).not.toHaveBeenCalled();
    // The header's badge updates live (§2): the listed inquiries' messages reach the socket.
    expect(realtime.send).toHaveBeenCalledWith({
      event: 'history.entered',
      data: { chat_inquiry_numbers: [7] },
    });
  });

  it('a visitor not verified is told apart by the refusal, so verification shows instead', async () => {
    const { actions, api, store, log } = setUp();
    api.historyList.mockRejectedValue(refusal('E000600013', 403));
    await actions.enterHistory();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.getState().historyList).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(store.getState().toasts).toEqual([]);
  });

  it('a visitor whose token never verified is not asked about: verification shows', async () => {
    const { actions, api, store } = setUp();
    api.isVerified.mockReturnValue(false);
    await actions.enterHistory();
    expect(api.historyList).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('another failure of the list is only logged (§8)', async () => {
    const { actions, api, store, log } = setUp();
    api.historyList.mockRejectedValue(refusal('E000100001', 500));
    await actions.enterHistory();
    expect(log).toHaveBeenCalledWith('history list failed', expect.anything());
    expect(store.getState().toasts).toEqual([]);
  });

  it('opening an entry joins it first and switches only when the join answers', async () => {
    const { actions, api, store } = setUp();
    expect(await actions.openHistoryEntry(7)).toBe(true);
    expect(api.historyParticipation).toHaveBeenCalledWith(7);
    expect(api.inquiryDetail).toHaveBeenCalledWith(7);
    expect(store.getState().chatInquiryNumber).toBe(7);
  });

  it('a refused join stays on the current chat and is only logged', async () => {
    const { actions, api, store, log } = setUp();
    api.historyParticipation.mockRejectedValue(refusal('E000600014', 403));
    expect(await actions.openHistoryEntry(7)).toBe(false);
    expect(api.inquiryDetail).not.toHaveBeenCalled();
    expect(store.getState().chatInquiryNumber).toBe(INQUIRY);
    expect(log).toHaveBeenCalledWith('history entry open failed', expect.anything());
  });
});

describe('phone verification (spec §4, §5, §8)', () => {
  it('sends the code and says so', async () => {
    const { actions, api, store } = setUp();
    expect(await actions.sendCode('김민지', '01012345678')).toBe(true);
    expect(api.certificationSend).toHaveBeenCalledWith({
      name: '김민지',
      cell_phone_number: '01012345678',
    });
    expect(toastTexts(store)).toEqual([VERIFICATION_TEXTS.sent]);
  });

  it.each([
    ['', '01012345678', VERIFICATION_TEXTS.noName],
    ['김민지', '', VERIFICATION_TEXTS.noNumber],
  ])('refuses a send without a name or number (%j, %j)', async (name, phone, text) => {
    const { actions, api, store } = setUp();
    expect(await actions.sendCode(name, phone)).toBe(false);
    expect(api.certificationSend).not.toHaveBeenCalled();
    expect(toastTexts(store)).toEqual([text]);
  });

  it('a refused send shows the limit in Korean, an unknown failure asks to request again', async () => {
    const { actions, api, store } = setUp();
    api.certificationSend.mockRejectedValueOnce(refusal('CE000300009', 429));
    expect(await actions.sendCode('김민지', '01012345678')).toBe(false);
    api.certificationSend.mockRejectedValueOnce(refusal('NOT_IN_CATALOGUE', 400));
    await actions.sendCode('김민지', '01012345678');
    expect(toastTexts(store)).toEqual([
      '잠시 후 다시 시도해 주세요.',
      VERIFICATION_TEXTS.sendFailed,
    ]);
  });

  it('a wrong code is refused with its catalogue text and changes nothing', async () => {
    const { actions, api, store } = setUp();
    api.certificationVerify.mockRejectedValueOnce(refusal('CE000300007'));
    expect(await actions.verifyCode('김민지', '01012345678', '123456')).toBe(false);
    expect(api.rememberVerified).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(api.historyList).not.toHaveBeenCalled();
    expect(toastTexts(store)).toEqual(['인증번호가 올바르지 않습니다.']);
  });

  it('refuses to confirm without a code', async () => {
    const { actions, api, store } = setUp();
    expect(await actions.verifyCode('김민지', '01012345678', ' ')).toBe(false);
    expect(api.certificationVerify).not.toHaveBeenCalled();
    expect(toastTexts(store)).toEqual([VERIFICATION_TEXTS.noCode]);
  });

  it('the right code authenticates the visitor, marks the open chat read, loads the list and hears it', async () => {
    const { actions, api, store, realtime } = setUp();
    api.historyList.mockResolvedValue({ chat_inquiry_list: [PAST] });
    expect(await actions.verifyCode('김민지', '01012345678', '123456')).toBe(true);
    expect(api.certificationVerify).toHaveBeenCalledWith({
      name: '김민지',
      cell_phone_number: '01012345678',
      certification_number: '123456',
    });
    expect(api.rememberVerified).toHaveBeenCalledOnce();
    expect(store.getState().isAuthenticated).toBe(true);
    expect(store.getState().historyList).toEqual([PAST]);
    expect(toastTexts(store)).toEqual([VERIFICATION_TEXTS.verified]);
    expect(api.messageList).toHaveBeenCalledWith(
      expect.objectContaining({ chat_inquiry_number: INQUIRY, after_message_number: 1 }),
    );
    expect(realtime.send).toHaveBeenCalledWith({
      event: 'history.entered',
      data: { chat_inquiry_numbers: [7] },
    });
  });
});
