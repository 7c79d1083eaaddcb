// The conversation's state changes (spec/chat-widget.md §4 Realtime events and Conversation
// rules), as pure functions of the state: the store applies them, the tests call them directly.
import { AGE_CONSENT, INQUIRY_STATES, SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type {
  AgeConsent,
  ChatMessage,
  InquiryDetail,
  InquiryMain,
  ObjectExposeInfo,
} from '@lawfirm/api-client/chat-core';

import type { ConversationState, OutgoingMessage, Toast } from '../conversation/conversation-model';

import { historyAfterMessage } from './history-list';
import type { ServerEvent } from './realtime-events';

/** The store's state: the views' contract plus what only the chat's state needs. */
export interface ChatState extends ConversationState {
  /** spec §4 customer.info.updated: the visitor's name and masked phone, as last told. */
  customer: { name: string | null; phone: string | null } | null;
  /** The id the next toast gets (increasing). */
  nextToastId: number;
  /** When the shown inquiry's messages were read (ms): the catch-up of a late first connection. */
  loadedAt: number | null;
}

export const initialChatState: ChatState = {
  status: 'starting',
  main: null,
  chatInquiryNumber: null,
  inquiryState: null,
  ageConsent: null,
  messages: [],
  outgoing: [],
  objectExposeInfo: null,
  hasOlder: false,
  loadingOlder: false,
  typing: false,
  // Optimistic: the "not smooth" banner only once a connection actually failed.
  isConnected: true,
  isUserExpired: false,
  isAuthenticated: false,
  historyList: null,
  busy: false,
  toasts: [],
  customer: null,
  nextToastId: 1,
  loadedAt: null,
};

/**
 * Stored messages, each exactly once, ascending by message_number; an incoming message
 * replaces the one of its number (message.updated, a refetch after a reconnect).
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  if (incoming.length === 0) return current;
  const byNumber = new Map(current.map((message) => [message.message_number, message]));
  for (const message of incoming) byNumber.set(message.message_number, message);
  return [...byNumber.values()].sort((a, b) => a.message_number - b.message_number);
}

/** message.collected: the recalled messages go. */
export function removeMessages(
  current: readonly ChatMessage[],
  numbers: readonly number[],
): readonly ChatMessage[] {
  if (numbers.length === 0) return current;
  const gone = new Set(numbers);
  const kept = current.filter((message) => !gone.has(message.message_number));
  return kept.length === current.length ? current : kept;
}

/** An outgoing message disappears once the stored one with its client_message_id is shown. */
export function reconcileOutgoing(
  outgoing: readonly OutgoingMessage[],
  messages: readonly ChatMessage[],
): readonly OutgoingMessage[] {
  if (outgoing.length === 0) return outgoing;
  const stored = new Set(messages.map((message) => message.client_message_id));
  const pending = outgoing.filter((message) => !stored.has(message.clientMessageId));
  return pending.length === outgoing.length ? outgoing : pending;
}

/** Messages arrived (send answer, socket, reconnect refetch): merged, outgoing reconciled. */
export function receiveMessages(
  state: ChatState,
  incoming: readonly ChatMessage[],
  collected: readonly number[] = [],
): ChatState {
  const own = incoming.filter((message) => message.inquiry_number === state.chatInquiryNumber);
  const messages = removeMessages(mergeMessages(state.messages, own), collected);
  if (messages === state.messages) return state;
  return { ...state, messages, outgoing: reconcileOutgoing(state.outgoing, messages) };
}

/** A page of older messages (spec §4: loads near the top), before the first one shown. */
export function prependOlder(
  state: ChatState,
  page: { messages: readonly ChatMessage[]; next_page_yn: 'Y' | 'N' },
): ChatState {
  return {
    ...receiveMessages(state, page.messages),
    hasOlder: page.next_page_yn === 'Y',
    loadingOlder: false,
  };
}

/** The conversation of an inquiry, as start-up or a new inquiry loads it (spec §4 step 5). */
export function loadInquiry(
  state: ChatState,
  loaded: {
    main: InquiryMain;
    detail: InquiryDetail;
    messages: readonly ChatMessage[];
    nextPage: 'Y' | 'N';
    loadedAt: number;
  },
): ChatState {
  const { detail } = loaded;
  return {
    ...state,
    status: 'ready',
    main: loaded.main,
    chatInquiryNumber: detail.chat_inquiry_number,
    inquiryState: detail.chat_inquiry_state_code,
    ageConsent: detail.age_consent_state_code,
    objectExposeInfo: detail.object_expose_info,
    messages: mergeMessages([], loaded.messages),
    outgoing: [],
    hasOlder: loaded.nextPage === 'Y',
    loadingOlder: false,
    typing: false,
    customer: { name: detail.customer_name, phone: detail.cell_phone_number },
    loadedAt: loaded.loadedAt,
  };
}

/** The senders whose typing shows the indicator: anyone but the visitor (spec §4). */
export function isOthersTyping(event: Extract<ServerEvent, { event: 'typing.started' }>): boolean {
  return event.data.sender_type !== SENDER_TYPES.customer;
}

/**
 * A server event of spec §4 applied to the state. Events of another inquiry change only the
 * history list (a new message of a listed inquiry); the conversation is the current one's.
 */
export function applyServerEvent(state: ChatState, event: ServerEvent): ChatState {
  const historyList =
    event.event === 'message.created'
      ? historyAfterMessage(state.historyList, event.data.message, state.chatInquiryNumber)
      : state.historyList;
  return applyConversationEvent(
    historyList === state.historyList ? state : { ...state, historyList },
    event,
  );
}

function applyConversationEvent(state: ChatState, event: ServerEvent): ChatState {
  if ('chat_inquiry_number' in event.data) {
    if (event.data.chat_inquiry_number !== state.chatInquiryNumber) return state;
  }
  switch (event.event) {
    case 'message.created':
      // The message the indicator announced has come: it goes at once, not 3 s later.
      return receiveMessages(
        event.data.message.sender_type === SENDER_TYPES.customer
          ? state
          : { ...state, typing: false },
        [event.data.message],
      );
    case 'message.updated':
      return receiveMessages(state, [event.data.message]);
    case 'message.collected':
      return receiveMessages(state, [], [event.data.message_number]);
    case 'inquiry.workflow.updated':
      return withExposeInfo(state, event.data.object_expose_info);
    case 'inquiry.closed':
      return { ...state, inquiryState: INQUIRY_STATES.closed };
    case 'customer.info.updated':
      return {
        ...state,
        customer: { name: event.data.customer_name, phone: event.data.cell_phone_number },
      };
    case 'typing.started':
      return isOthersTyping(event) ? { ...state, typing: true } : state;
    default:
      return state;
  }
}

export function withExposeInfo(state: ChatState, info: ObjectExposeInfo): ChatState {
  return { ...state, objectExposeInfo: info };
}

export function withAgeConsent(state: ChatState, ageConsent: AgeConsent): ChatState {
  return { ...state, ageConsent };
}

/**
 * spec §4 Age check: until the visitor agreed to being 14 or older, the composer and their
 * answers (a choice, going back, the form) are locked, as the api refuses them; so too while
 * the inquiry's consent is not known yet (null, before its detail arrived). The views disable
 * the controls by it, and the actions send no answer.
 */
export function isAgeLocked(state: Pick<ConversationState, 'ageConsent'>): boolean {
  return state.ageConsent !== AGE_CONSENT.agreed;
}

/** The visitor's send, shown at once (spec §2 Composer); or its retry, back to sending. */
export function outgoingSending(state: ChatState, message: OutgoingMessage): ChatState {
  const others = state.outgoing.filter((m) => m.clientMessageId !== message.clientMessageId);
  const kept = state.outgoing.some((m) => m.clientMessageId === message.clientMessageId);
  return {
    ...state,
    outgoing: kept
      ? state.outgoing.map((m) => (m.clientMessageId === message.clientMessageId ? message : m))
      : [...others, message],
  };
}

/** A send failed: the message stays, marked failed, for a retry. */
export function outgoingFailed(state: ChatState, clientMessageId: string): ChatState {
  return {
    ...state,
    outgoing: state.outgoing.map((message) =>
      message.clientMessageId === clientMessageId ? { ...message, status: 'failed' } : message,
    ),
  };
}

export function addToast(state: ChatState, toast: Omit<Toast, 'id'>): ChatState {
  const id = state.nextToastId;
  return { ...state, toasts: [...state.toasts, { ...toast, id }], nextToastId: id + 1 };
}

export function removeToast(state: ChatState, id: number): ChatState {
  const toasts = state.toasts.filter((toast) => toast.id !== id);
  return toasts.length === state.toasts.length ? state : { ...state, toasts };
}

/** The id the last addToast gave. */
export function lastToastId(state: ChatState): number {
  return state.nextToastId - 1;
}
