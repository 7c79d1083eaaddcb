// The contract between the chat's state (src/chat/: calls, realtime, start-up; no React) and
// its views (src/conversation/: what the visitor sees). Views render a ConversationState and
// call ConversationActions; they never call the api or the socket themselves.
import type {
  AgeConsent,
  ChatFile,
  ChatMessage,
  ExposedObject,
  HistoryItem,
  InquiryMain,
  InquiryState,
  NavigationCode,
  ObjectExposeInfo,
} from '@lawfirm/api-client/chat-core';

/** spec/chat-widget.md §8: the four toast types. */
export type ToastKind = 'success' | 'warning' | 'error' | 'default';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Korean, for the visitor. */
  message: string;
}

/**
 * A message the visitor sent that the api has not stored yet. It stays visible until the
 * stored message with the same client_message_id arrives; a failed one offers a retry that
 * resends with the same id, so the api stores it once (spec §2 Composer; api README).
 */
export interface OutgoingMessage {
  clientMessageId: string;
  text: string;
  status: 'sending' | 'failed';
  /** When the visitor sent it (ms since the epoch), for its time and date separator. */
  createdAt: number;
}

/** spec §3 "Chat client state", plus what the conversation view shows. */
export interface ConversationState {
  /** spec §3 initialLoading; 'failed' when start-up could not finish (a toast said why). */
  status: 'starting' | 'ready' | 'failed';
  /** Channel name, logo and explanation (spec §2 header and banner); null until loaded. */
  main: InquiryMain | null;
  chatInquiryNumber: number | null;
  /** spec §4 Inquiry state code of the current inquiry (open, personal-info, closed). */
  inquiryState: InquiryState | null;
  /** spec §4 Age check; null until the inquiry detail arrived. */
  ageConsent: AgeConsent | null;
  /** Stored messages, ascending by message_number, each exactly once. */
  messages: readonly ChatMessage[];
  /** The visitor's sends not stored yet, in the order sent. */
  outgoing: readonly OutgoingMessage[];
  /** The workflow choices on offer and the stack (spec §4 Object navigation). */
  objectExposeInfo: ObjectExposeInfo | null;
  /** Older messages exist above the first one shown (next_page_yn). */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** spec §4 typing.started: true for 3 s after the last one. */
  typing: boolean;
  /** spec §3 isConnected: false shows the "connection not smooth" banner. */
  isConnected: boolean;
  /** spec §3 isUserExpired: shows the "chatting on another device" banner. */
  isUserExpired: boolean;
  /** spec §3 isAuthenticated: the visitor verified a phone, so history shows (§6). */
  isAuthenticated: boolean;
  /** spec §3 historyList: the verified person's past chats, newest first; null until fetched. */
  historyList: readonly HistoryItem[] | null;
  /** A call that changes the conversation is in flight (a send, a choice, a save). */
  busy: boolean;
  toasts: readonly Toast[];
}

export interface ConversationActions {
  /** Sends text (trimmed; nothing when blank or while a send is in flight). */
  send(text: string): Promise<void>;
  /** Resends a failed message with its own client message id. */
  retry(clientMessageId: string): Promise<void>;
  /** A workflow choice: calls the workflow, or opens its link or phone number (spec §4). */
  chooseObject(object: ExposedObject): Promise<void>;
  /** Back or init (spec §4 Object navigation: stack of 3 or more goes back, else init). */
  navigate(code: NavigationCode): Promise<void>;
  /** The personal-info form (spec §4): resolves true when saved. */
  savePersonalInfo(messageNumber: number, name: string, phone: string): Promise<boolean>;
  /** The age gate's agree button (spec §4): confirms with the agreed code. */
  agreeAge(): Promise<void>;
  /** Loads the page of messages before the first one shown (spec §4: near the top). */
  loadOlder(): Promise<void>;
  /** The closed footer's "start a new inquiry" (spec §4). */
  startNewInquiry(): Promise<void>;
  /** Fetches the file's download URL and saves it under its name (spec §7). */
  downloadFile(file: ChatFile): Promise<void>;
  dismissToast(id: number): void;
  /**
   * The "connection not smooth" banner's retry button (spec §2; DESIGN.md §5): the socket tries
   * again at once, without waiting for its next attempt.
   */
  reconnect(): void;
}
