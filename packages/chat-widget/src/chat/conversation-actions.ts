// ConversationActions (src/conversation/conversation-model.ts): what the views call. Each one
// calls the api, applies the answer to the store, and turns a failure into a toast (spec §8),
// except download, older history and a new chat, whose failures are only logged (§8).
import {
  AGE_CONSENT,
  INQUIRY_STATES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
} from '@lawfirm/api-client/chat-core';
import type { NavigationCode, ObjectExposeInfo } from '@lawfirm/api-client/chat-core';

import type { ConversationActions, OutgoingMessage } from '../conversation/conversation-model';

import { resolveApiUrl } from '../resolve-url';
import { safeLinkUrl, telUrlOf, windowEffects } from './browser-effects';
import type { BrowserEffects } from './browser-effects';
import type { ChatContext } from './chat-context';
import { CHAT_TOASTS } from './chat-texts';
import { loadConversation } from './conversation-loading';
import {
  isAgeLocked,
  outgoingFailed,
  outgoingSending,
  prependOlder,
  receiveMessages,
  withAgeConsent,
  withExposeInfo,
} from './conversation-reducers';
import { messageOfFailure } from './error-messages';

/** The text as the api takes it: HTML-escaped, line breaks as <br> (the api sanitizes again). */
export function messageHtmlOf(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return escaped.replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * spec §4 Object navigation: with 3 or more steps on the stack, back goes one step; otherwise
 * to the initial step.
 */
export function navigationCodeOf(info: ObjectExposeInfo | null, asked: NavigationCode) {
  if (asked === NAVIGATION_CODES.back && (info?.work_flow_progress_stack.length ?? 0) < 3) {
    return NAVIGATION_CODES.init;
  }
  return asked;
}

/** spec §4: object choices are on offer only while the inquiry is open or personal-info. */
function choicesOpen(state: ReturnType<ChatContext['store']['getState']>): boolean {
  return (
    state.inquiryState === INQUIRY_STATES.open || state.inquiryState === INQUIRY_STATES.personalInfo
  );
}

export interface ConversationActionOptions {
  browser?: BrowserEffects;
  fetch?: typeof fetch;
  newId?: () => string;
}

export function createConversationActions(
  ctx: ChatContext,
  {
    browser = windowEffects,
    fetch = (...args) => globalThis.fetch(...args),
    newId = () => crypto.randomUUID(),
  }: ConversationActionOptions = {},
): ConversationActions {
  const { api, store } = ctx;
  let inFlight = 0;
  let sending = false;

  /** Runs a call that changes the conversation, with `busy` set meanwhile. */
  async function busy<T>(work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    if (inFlight === 1) store.update((state) => ({ ...state, busy: true }));
    try {
      return await work();
    } finally {
      inFlight -= 1;
      if (inFlight === 0 && !ctx.disposed()) store.update((state) => ({ ...state, busy: false }));
    }
  }

  const fail = (error: unknown, fallback: string) => {
    if (ctx.disposed()) return;
    ctx.log('chat action failed', error);
    store.toast('error', messageOfFailure(error, fallback));
  };

  async function deliver(message: OutgoingMessage, inquiryNumber: number) {
    sending = true;
    try {
      const answer = await busy(() =>
        api.sendMessage({
          chat_inquiry_number: inquiryNumber,
          html_content: messageHtmlOf(message.text),
          json_data: {},
          client_message_id: message.clientMessageId,
        }),
      );
      store.update((state) => receiveMessages(state, [answer.message]));
    } catch (error) {
      store.update((state) => outgoingFailed(state, message.clientMessageId));
      fail(error, CHAT_TOASTS.messageSendFailed);
    } finally {
      sending = false;
    }
  }

  /** A workflow call that answers the new choices (progress, rollback). */
  async function workflow(call: () => Promise<{ object_expose_info: ObjectExposeInfo }>) {
    try {
      const answer = await busy(call);
      store.update((state) => withExposeInfo(state, answer.object_expose_info));
    } catch (error) {
      fail(error, CHAT_TOASTS.workflowFailed);
    }
  }

  return {
    async send(text) {
      const trimmed = text.trim();
      const inquiryNumber = store.getState().chatInquiryNumber;
      // spec §2 Composer: nothing blank, nothing while a send is in flight.
      if (!trimmed || sending || inquiryNumber === null) return;
      const message: OutgoingMessage = {
        clientMessageId: newId(),
        text: trimmed,
        status: 'sending',
        createdAt: Date.now(),
      };
      store.update((state) => outgoingSending(state, message));
      await deliver(message, inquiryNumber);
    },

    async retry(clientMessageId) {
      const state = store.getState();
      const failed = state.outgoing.find((message) => message.clientMessageId === clientMessageId);
      if (!failed || failed.status !== 'failed' || sending || state.chatInquiryNumber === null) {
        return;
      }
      const again = { ...failed, status: 'sending' as const };
      store.update((current) => outgoingSending(current, again));
      await deliver(again, state.chatInquiryNumber);
    },

    async chooseObject(object) {
      const state = store.getState();
      const info = state.objectExposeInfo;
      const inquiryNumber = state.chatInquiryNumber;
      if (isAgeLocked(state)) return;
      switch (object.action_code) {
        case OBJECT_ACTIONS.workflowCall:
        case OBJECT_ACTIONS.input: {
          if (!choicesOpen(state) || inquiryNumber === null) return;
          // spec §5: a workflow step needs the message and workflow numbers.
          if (!info || info.message_number === null || info.work_flow_number === null) {
            store.toast('error', CHAT_TOASTS.workflowFailed);
            return;
          }
          const { message_number, work_flow_number } = info;
          await workflow(() =>
            api.workflowProgress({
              chat_inquiry_number: inquiryNumber,
              message_number,
              work_flow_number,
              object_number: object.object_number,
            }),
          );
          return;
        }
        case OBJECT_ACTIONS.phoneCall:
          if (object.link_url) browser.open(telUrlOf(object.link_url), 'self');
          return;
        case OBJECT_ACTIONS.internalLink:
        case OBJECT_ACTIONS.externalLink:
        case OBJECT_ACTIONS.messengerConnect: {
          const url = object.link_url // The api's own paths (/faq) lead to the firm's site, also from a third-party page.
            ? safeLinkUrl(object.link_url, resolveApiUrl('/', ctx.apiBase, ctx.pageUrl()))
            : null;
          if (!url || url.startsWith('tel:')) {
            ctx.log('chat object without a usable link', object);
            store.toast('error', CHAT_TOASTS.actionFailed);
            return;
          }
          // Internal links stay in this tab; other sites open in a new one.
          browser.open(url, object.action_code === OBJECT_ACTIONS.internalLink ? 'self' : 'blank');
          return;
        }
      }
    },

    async navigate(code) {
      const state = store.getState();
      const info = state.objectExposeInfo;
      const inquiryNumber = state.chatInquiryNumber;
      if (!info || info.message_number === null || inquiryNumber === null) return;
      if (isAgeLocked(state)) return;
      const { message_number } = info;
      await workflow(() =>
        api.workflowRollback({
          chat_inquiry_number: inquiryNumber,
          message_number,
          work_flow_navigation_code: navigationCodeOf(info, code),
        }),
      );
    },

    async savePersonalInfo(messageNumber, name, phone) {
      const state = store.getState();
      const inquiryNumber = state.chatInquiryNumber;
      const trimmedName = name.trim();
      const digits = phone.replace(/\D/g, '');
      if (inquiryNumber === null || isAgeLocked(state)) return false;
      if (!trimmedName || !digits) {
        store.toast('warning', CHAT_TOASTS.personalInfoMissing);
        return false;
      }
      try {
        const answer = await busy(() =>
          api.personalInfoUpdate({
            chat_inquiry_number: inquiryNumber,
            message_number: messageNumber,
            name: trimmedName,
            cell_phone_number: digits,
          }),
        );
        store.update((state) => receiveMessages(state, [answer.message]));
        return true;
      } catch (error) {
        fail(error, CHAT_TOASTS.actionFailed);
        return false;
      }
    },

    async agreeAge() {
      const inquiryNumber = store.getState().chatInquiryNumber;
      if (inquiryNumber === null) return;
      try {
        const answer = await busy(() =>
          api.ageConsentUpdate({
            chat_inquiry_number: inquiryNumber,
            age_consent_state_code: AGE_CONSENT.agreed,
          }),
        );
        store.update((state) => withAgeConsent(state, answer.age_consent_state_code));
      } catch (error) {
        fail(error, CHAT_TOASTS.actionFailed);
      }
    },

    async loadOlder() {
      const state = store.getState();
      const first = state.messages[0];
      const inquiryNumber = state.chatInquiryNumber;
      if (!state.hasOlder || state.loadingOlder || !first || inquiryNumber === null) return;
      store.update((current) => ({ ...current, loadingOlder: true }));
      try {
        const page = await api.messageList({
          chat_inquiry_number: inquiryNumber,
          standard_timestamp: first.timestamp,
        });
        if (store.getState().chatInquiryNumber !== inquiryNumber) return;
        store.update((current) => prependOlder(current, page));
      } catch (error) {
        // spec §8: failures of history are only logged.
        ctx.log('older messages failed', error);
        store.update((current) => ({ ...current, loadingOlder: false }));
      }
    },

    async startNewInquiry() {
      const { main } = store.getState();
      if (!main) return;
      try {
        await busy(async () => {
          const created = await api.generateInquiry(main.channel_number, ctx.pageUrl());
          await loadConversation(ctx, main, created.chat_inquiry_number);
        });
      } catch (error) {
        // spec §8: failures of a new chat are only logged.
        ctx.log('new inquiry failed', error);
      }
    },

    async downloadFile(file) {
      const inquiryNumber = store.getState().chatInquiryNumber;
      if (inquiryNumber === null) return;
      try {
        const { url } = await api.fileDownloadUrl(inquiryNumber, file.file_number);
        const answer = await fetch(resolveApiUrl(url, ctx.apiBase), { credentials: 'omit' });
        if (!answer.ok) throw new Error(`file download answered ${answer.status}`);
        browser.save(await answer.blob(), file.name);
      } catch (error) {
        // spec §8: failures of download are only logged.
        ctx.log('file download failed', error);
      }
    },

    dismissToast: (id) => store.dismissToast(id),

    reconnect: () => ctx.realtime.retryNow(),
  };
}
