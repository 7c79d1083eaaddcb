import {
  AGE_CONSENT,
  INQUIRY_STATES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
} from '@lawfirm/api-client/chat-core';
import type { InquiryDetail, ObjectAction } from '@lawfirm/api-client/chat-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BrowserEffects } from './browser-effects';
import { CHAT_TOASTS } from './chat-texts';
import { createConversationActions, messageHtmlOf, navigationCodeOf } from './conversation-actions';
import { loadInquiry } from './conversation-reducers';
import {
  INQUIRY,
  exposeInfo,
  exposedObject,
  inquiryDetail,
  inquiryMain,
  message,
} from './test-support/chat-fixtures';
import { refusal, scriptedContext } from './test-support/chat-context';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The inquiry loaded, the 14-or-older agreement given unless `detail` says otherwise. */
function setUp(detail: Partial<InquiryDetail> = {}) {
  const context = scriptedContext();
  context.store.update((state) =>
    loadInquiry(state, {
      main: inquiryMain(),
      detail: inquiryDetail({ age_consent_state_code: AGE_CONSENT.agreed, ...detail }),
      messages: [message(1), message(2)],
      nextPage: 'Y',
      loadedAt: 0,
    }),
  );
  const opened: Array<[string, string]> = [];
  const saved: Array<[Blob, string]> = [];
  const browser: BrowserEffects = {
    open: (url, target) => opened.push([url, target]),
    save: (blob, name) => saved.push([blob, name]),
  };
  const fetch = vi.fn(() => Promise.resolve(new Response('file body', { status: 200 })));
  let ids = 0;
  const actions = createConversationActions(context.ctx, {
    browser,
    fetch,
    newId: () => `id-${(ids += 1)}`,
  });
  return { ...context, actions, opened, saved, fetch };
}

const CONTRACT_FILE = {
  file_number: 3,
  file_key: 'k',
  name: '계약서.pdf',
  type: 'file',
  content_type: 'application/pdf',
  size: 9,
  sequence: 0,
  thumbnail_url: null,
  original_url: null,
} as const;

describe('messageHtmlOf', () => {
  it('escapes markup and turns line breaks into <br>', () => {
    expect(messageHtmlOf('<b>"A" & \'B\'</b>\r\nnext\nlast')).toBe(
      '&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;<br>next<br>last',
    );
  });
});

describe('send and retry (spec §2 Composer)', () => {
  it('sends the trimmed text with a new client message id, json_data {}', async () => {
    const { actions, api, store } = setUp();
    await actions.send('  안녕하세요\n반갑습니다 ');
    expect(api.sendMessage).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      html_content: '안녕하세요<br>반갑습니다',
      json_data: {},
      client_message_id: 'id-1',
    });
    expect(store.getState().outgoing).toEqual([]);
    expect(store.getState().messages.map((m) => m.message_number)).toEqual([1, 2, 3]);
  });

  it.each([[''], ['   '], ['\n\t ']])('sends nothing blank (%j)', async (text) => {
    const { actions, api, store } = setUp();
    await actions.send(text);
    expect(api.sendMessage).not.toHaveBeenCalled();
    expect(store.getState().outgoing).toEqual([]);
  });

  it('sends nothing while a send is in flight, and shows the one in flight as sending', async () => {
    const { actions, api, store } = setUp();
    let answer: () => void = () => undefined;
    api.sendMessage.mockImplementationOnce(
      (d) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ message: message(3, { client_message_id: d.client_message_id ?? null }) });
        }),
    );
    const first = actions.send('하나');
    await actions.send('둘');
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      busy: true,
      outgoing: [{ clientMessageId: 'id-1', text: '하나', status: 'sending' }],
    });
    answer();
    await first;
    expect(store.getState()).toMatchObject({ busy: false, outgoing: [] });
  });

  it('keeps a failed send, marked failed, with a toast; retry resends it with the same id', async () => {
    const { actions, api, store } = setUp();
    api.sendMessage.mockRejectedValueOnce(refusal('FETCH_ERROR'));
    await actions.send('안녕하세요');
    expect(store.getState().outgoing).toMatchObject([
      { clientMessageId: 'id-1', status: 'failed' },
    ]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual([
      '네트워크 연결이 원활하지 않습니다. 연결 상태를 확인해 주세요.',
    ]);

    await actions.retry('id-1');
    expect(api.sendMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ client_message_id: 'id-1' }),
    );
    expect(store.getState().outgoing).toEqual([]);
  });

  it('an unknown refusal reads as the fixed "failed to send message" toast', async () => {
    const { actions, api, store } = setUp();
    api.sendMessage.mockRejectedValueOnce(refusal('E009999999', 500));
    await actions.send('안녕하세요');
    expect(store.getState().toasts.map((t) => t.message)).toEqual([CHAT_TOASTS.messageSendFailed]);
  });
});

describe('chooseObject (spec §4 object actions)', () => {
  it.each([OBJECT_ACTIONS.workflowCall, OBJECT_ACTIONS.input])(
    '%s calls the workflow with the step on offer and takes its new choices',
    async (action) => {
      const { actions, api, store } = setUp();
      await actions.chooseObject(exposedObject(5, { action_code: action }));
      expect(api.workflowProgress).toHaveBeenCalledWith({
        chat_inquiry_number: INQUIRY,
        message_number: 2,
        work_flow_number: 1,
        object_number: 5,
      });
      expect(store.getState().objectExposeInfo?.work_flow_progress_stack).toEqual([1, 2]);
    },
  );

  it('offers no workflow choice on a closed inquiry', async () => {
    const { actions, api } = setUp({ chat_inquiry_state_code: INQUIRY_STATES.closed });
    await actions.chooseObject(exposedObject(5));
    expect(api.workflowProgress).not.toHaveBeenCalled();
  });

  it('a refused choice becomes a toast (sync problem: a stale step)', async () => {
    const { actions, api, store } = setUp();
    api.workflowProgress.mockRejectedValueOnce(refusal('E000200004', 409));
    await actions.chooseObject(exposedObject(5));
    expect(store.getState().toasts.map((t) => t.message)).toEqual([
      '동기화에 문제가 있습니다. 새로고침해 주세요.',
    ]);
  });

  it.each<[string, ObjectAction, string, string, string]>([
    ['internal link', OBJECT_ACTIONS.internalLink, '/faq', 'https://www.example.com/faq', 'self'],
    [
      'external link',
      OBJECT_ACTIONS.externalLink,
      'https://blog.example.org/a',
      'https://blog.example.org/a',
      'blank',
    ],
    [
      'messenger',
      OBJECT_ACTIONS.messengerConnect,
      'https://chat.example.org/',
      'https://chat.example.org/',
      'blank',
    ],
    ['phone call', OBJECT_ACTIONS.phoneCall, 'tel:1800-7905', 'tel:1800-7905', 'self'],
    ['phone call, bare number', OBJECT_ACTIONS.phoneCall, '1800-7905', 'tel:18007905', 'self'],
  ])('%s opens %s', async (_kind, action, link, url, target) => {
    const { actions, api, opened } = setUp();
    await actions.chooseObject(exposedObject(5, { action_code: action, link_url: link }));
    expect(opened).toEqual([[url, target]]);
    expect(api.workflowProgress).not.toHaveBeenCalled();
  });

  it('never opens a javascript: link', async () => {
    const { actions, opened, store } = setUp();
    await actions.chooseObject(
      exposedObject(5, {
        action_code: OBJECT_ACTIONS.externalLink,
        link_url: 'javascript:alert(1)',
      }),
    );
    expect(opened).toEqual([]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual([CHAT_TOASTS.actionFailed]);
  });
});

describe('before the 14-or-older agreement (spec §4 age check)', () => {
  it('sends no choice, no step back and no form, and opens no link', async () => {
    const { actions, api, opened, store } = setUp({
      age_consent_state_code: AGE_CONSENT.disagreed,
      object_expose_info: exposeInfo({ work_flow_progress_stack: [1, 2, 3] }),
    });
    for (const action of Object.values(OBJECT_ACTIONS)) {
      await actions.chooseObject(
        exposedObject(5, { action_code: action, link_url: 'https://blog.example.org/a' }),
      );
    }
    await actions.navigate(NAVIGATION_CODES.back);
    expect(await actions.savePersonalInfo(2, '홍길동', '01012345678')).toBe(false);
    expect(api.workflowProgress).not.toHaveBeenCalled();
    expect(api.workflowRollback).not.toHaveBeenCalled();
    expect(api.personalInfoUpdate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
    expect(store.getState().toasts).toEqual([]);

    // Once agreed, the same choice goes out.
    await actions.agreeAge();
    await actions.chooseObject(exposedObject(5));
    expect(api.workflowProgress).toHaveBeenCalledOnce();
  });

  it('sends no answer while the consent is not known yet either', async () => {
    const { actions, api, store } = setUp({
      object_expose_info: exposeInfo({ work_flow_progress_stack: [1, 2, 3] }),
    });
    store.update((state) => ({ ...state, ageConsent: null }));
    await actions.chooseObject(exposedObject(5));
    await actions.navigate(NAVIGATION_CODES.back);
    expect(await actions.savePersonalInfo(2, '홍길동', '01012345678')).toBe(false);
    expect(api.workflowProgress).not.toHaveBeenCalled();
    expect(api.workflowRollback).not.toHaveBeenCalled();
    expect(api.personalInfoUpdate).not.toHaveBeenCalled();
  });
});

describe('navigate (spec §4 Object navigation)', () => {
  it.each([
    [[1], NAVIGATION_CODES.back, NAVIGATION_CODES.init],
    [[1, 2], NAVIGATION_CODES.back, NAVIGATION_CODES.init],
    [[1, 2, 3], NAVIGATION_CODES.back, NAVIGATION_CODES.back],
    [[1, 2, 3], NAVIGATION_CODES.init, NAVIGATION_CODES.init],
  ])('a stack of %j asked %s goes %s', async (stack, asked, sent) => {
    const info = exposeInfo({ work_flow_progress_stack: stack });
    expect(navigationCodeOf(info, asked)).toBe(sent);
    const { actions, api } = setUp({ object_expose_info: info });
    await actions.navigate(asked);
    expect(api.workflowRollback).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      message_number: 2,
      work_flow_navigation_code: sent,
    });
  });
});

describe('personal info, age, paging, new inquiry, download', () => {
  it('saves the personal info with the phone as digits, and needs both fields', async () => {
    const { actions, api, store } = setUp();
    expect(await actions.savePersonalInfo(2, '', '010')).toBe(false);
    expect(store.getState().toasts.map((t) => t.message)).toEqual([
      CHAT_TOASTS.personalInfoMissing,
    ]);
    expect(await actions.savePersonalInfo(2, ' 홍길동 ', '010-1234-5678')).toBe(true);
    expect(api.personalInfoUpdate).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      message_number: 2,
      name: '홍길동',
      cell_phone_number: '01012345678',
    });
  });

  it('agrees to the age check with the agreed code', async () => {
    const { actions, api, store } = setUp({ age_consent_state_code: AGE_CONSENT.disagreed });
    await actions.agreeAge();
    expect(api.ageConsentUpdate).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      age_consent_state_code: AGE_CONSENT.agreed,
    });
    expect(store.getState().ageConsent).toBe(AGE_CONSENT.agreed);
  });

  it("loads the page before the first message's timestamp", async () => {
    const { actions, api, store } = setUp();
    api.messageList.mockResolvedValueOnce({
      messages: [],
      next_page_yn: 'N',
      collected_message_numbers: [],
    });
    await actions.loadOlder();
    expect(api.messageList).toHaveBeenCalledWith({
      chat_inquiry_number: INQUIRY,
      standard_timestamp: message(1).timestamp,
    });
    expect(store.getState()).toMatchObject({ hasOlder: false, loadingOlder: false });
    await actions.loadOlder();
    expect(api.messageList).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed new inquiry, older page or download (spec §8)', async () => {
    const { actions, api, store, log, fetch } = setUp();
    api.generateInquiry.mockRejectedValueOnce(refusal('E000600006', 500));
    api.messageList.mockRejectedValueOnce(refusal('E000600009', 500));
    fetch.mockResolvedValueOnce(new Response('gone', { status: 403 }));
    await actions.startNewInquiry();
    await actions.loadOlder();
    await actions.downloadFile(CONTRACT_FILE);
    expect(log).toHaveBeenCalledTimes(3);
    expect(store.getState().toasts).toEqual([]);
    expect(store.getState().loadingOlder).toBe(false);
  });

  it('starts a new inquiry and loads it', async () => {
    const { actions, api, store, realtime } = setUp();
    api.generateInquiry.mockResolvedValueOnce({ chat_inquiry_number: 12 });
    await actions.startNewInquiry();
    expect(realtime.watch).toHaveBeenCalledWith(12);
    expect(store.getState().chatInquiryNumber).toBe(12);
  });

  it('downloads a file under its name', async () => {
    const { actions, api, saved, fetch } = setUp();
    await actions.downloadFile(CONTRACT_FILE);
    expect(api.fileDownloadUrl).toHaveBeenCalledWith(INQUIRY, 3);
    expect(fetch).toHaveBeenCalledWith('https://files.example.com/a?sig=1', {
      credentials: 'omit',
    });
    expect(saved.map(([, name]) => name)).toEqual(['계약서.pdf']);
    expect(await saved[0]![0].text()).toBe('file body');
  });

  it('dismisses a toast', () => {
    const { actions, store } = setUp();
    const id = store.toast('error', '하나');
    actions.dismissToast(id);
    expect(store.getState().toasts).toEqual([]);
  });
});
