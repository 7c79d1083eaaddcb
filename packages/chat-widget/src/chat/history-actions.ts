// spec/chat-widget.md §2 History view and Phone-verification screen, §4 Panel views and Phone
// verification, §5, §8: what the history and verification views ask of the chat. The views keep
// the visitor's typing and the countdown; this module calls the api and updates the store.
import type { ChatErrorCodeName } from '@lawfirm/api-client/chat-core';

import type { ChatContext } from './chat-context';
import { isChatCallError } from './chat-api';
import { loadConversation } from './conversation-loading';
import { messageOfFailure } from './error-messages';
import { VERIFICATION_TEXTS } from './verification-texts';

/** The history call's refusal of a visitor who has not verified a phone (§8 E0006). */
const NOT_VERIFIED_CODE: ChatErrorCodeName = 'E000600013';

export interface HistoryActions {
  /**
   * §4 "Entering history while authenticated fetches the history list". A visitor is taken as
   * verified when the api said so for this token (crtfica's certification_yn at start-up, or a
   * verification since); a refusal of the list (the verification lapsed) marks them not
   * authenticated too, and the view shows the verification screen instead (§2). Every list
   * loaded sends history.entered with its inquiries, so that the list and the header's badge
   * stay current in both views.
   */
  enterHistory(): Promise<void>;
  /**
   * §4 "Back from history": the conversation view shows the current chat. history.exited is
   * not sent: the badge there keeps counting the listed inquiries' messages (README).
   */
  exitHistory(): void;
  /** §4 Send code: true once sent (the view starts the 180 s countdown). */
  sendCode(name: string, phone: string): Promise<boolean>;
  /** §4: on success the visitor is authenticated and the list loads. */
  verifyCode(name: string, phone: string, code: string): Promise<boolean>;
  /** §5 "Confirming after the timer reaches zero is blocked with a warning". */
  warnVerificationExpired(): void;
  /** §4 "Opening a history entry first joins": true when joined and switched to it. */
  openHistoryEntry(inquiryNumber: number): Promise<boolean>;
  /**
   * The list of a verified visitor, fetched without entering history: the header's badge (§2)
   * shows a returning visitor's unread count before history is opened.
   */
  refreshList(): Promise<void>;
}

export function createHistoryActions(ctx: ChatContext): HistoryActions {
  const { api, store } = ctx;

  const inquiriesOf = () =>
    (store.getState().historyList ?? []).map((item) => item.chat_inquiry_number);

  async function loadList(): Promise<void> {
    // A visitor the api did not call verified is not asked about: the list would be refused
    // (E000600013), and a refused request shows as an error in the page's console.
    if (!api.isVerified()) {
      store.update((state) => ({ ...state, isAuthenticated: false, historyList: null }));
      return;
    }
    try {
      const { chat_inquiry_list: list } = await api.historyList();
      if (ctx.disposed()) return;
      store.update((state) => ({ ...state, isAuthenticated: true, historyList: list }));
      // The header's badge (§2) counts the list's unread live, in either view: the socket
      // hears the listed inquiries from now on.
      sendEntered();
    } catch (error) {
      if (ctx.disposed()) return;
      if (isChatCallError(error) && error.error.code === NOT_VERIFIED_CODE) {
        store.update((state) => ({ ...state, isAuthenticated: false, historyList: null }));
        return;
      }
      // §8: failures of history open are only logged.
      ctx.log('history list failed', error);
    }
  }

  /**
   * The chat open in the panel has been in view up to now: listing its messages tells the api
   * so (it counts unread from the last listing), and the history list then shows it read.
   */
  async function markCurrentRead(): Promise<void> {
    const { chatInquiryNumber, messages } = store.getState();
    const last = messages.at(-1);
    if (chatInquiryNumber === null || !last || !api.isVerified()) return;
    try {
      await api.messageList({
        chat_inquiry_number: chatInquiryNumber,
        after_message_number: last.message_number,
        size: 1,
      });
    } catch (error) {
      // The counts may then show it unread; the list itself still loads.
      ctx.log('marking the open chat read failed', error);
    }
  }

  /** §4 history.entered: the socket hears the listed inquiries (the list and its badge). */
  const sendEntered = () =>
    ctx.realtime.send({ event: 'history.entered', data: { chat_inquiry_numbers: inquiriesOf() } });

  return {
    refreshList: loadList,

    async enterHistory() {
      await markCurrentRead();
      await loadList();
    },

    exitHistory() {
      // The listed inquiries stay heard (no history.exited): the conversation view's badge
      // (§2) counts what they receive.
      // §4 "Entering conversation while authenticated clears the typing flag".
      store.update((state) => (state.isAuthenticated ? { ...state, typing: false } : state));
    },

    async sendCode(name, phone) {
      const missing = missingText({ name, phone });
      if (missing) {
        store.toast('warning', missing);
        return false;
      }
      try {
        await api.certificationSend({ name, cell_phone_number: phone });
        store.toast('success', VERIFICATION_TEXTS.sent);
        return true;
      } catch (error) {
        // §8 "'try again shortly' after a failed code request"; a catalogued limit says its own.
        store.toast('error', messageOfFailure(error, VERIFICATION_TEXTS.sendFailed));
        return false;
      }
    },

    async verifyCode(name, phone, code) {
      const missing = missingText({ name, phone, code });
      if (missing) {
        store.toast('warning', missing);
        return false;
      }
      try {
        await api.certificationVerify({
          name,
          cell_phone_number: phone,
          certification_number: code,
        });
      } catch (error) {
        store.toast('error', messageOfFailure(error, VERIFICATION_TEXTS.verifyFailed));
        return false;
      }
      api.rememberVerified();
      store.update((state) => ({ ...state, isAuthenticated: true }));
      store.toast('success', VERIFICATION_TEXTS.verified);
      await markCurrentRead();
      await loadList();
      return true;
    },

    warnVerificationExpired() {
      store.toast('warning', VERIFICATION_TEXTS.expired);
    },

    async openHistoryEntry(inquiryNumber) {
      const { main } = store.getState();
      if (!main) return false;
      try {
        const joined = await api.historyParticipation(inquiryNumber);
        // §4 "only when result_cd or result_type_cd equals OK": the transport throws on any
        // other answer, so reaching here is OK; the join names the inquiry it opened.
        if (joined.chat_inquiry_number !== inquiryNumber) return false;
        await loadConversation(ctx, main, inquiryNumber);
        return true;
      } catch (error) {
        // §8: failures of history open are only logged.
        ctx.log('history entry open failed', error);
        return false;
      }
    },
  };
}

/** §5 "Verification needs name, number and code; missing ones give …". */
function missingText({
  name,
  phone,
  code,
}: {
  name: string;
  phone: string;
  code?: string;
}): string | null {
  if (!name.trim()) return VERIFICATION_TEXTS.noName;
  if (!phone.trim()) return VERIFICATION_TEXTS.noNumber;
  if (code !== undefined && !code.trim()) return VERIFICATION_TEXTS.noCode;
  return null;
}
