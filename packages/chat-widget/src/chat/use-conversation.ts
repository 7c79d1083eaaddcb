// The views' way into the chat: `useConversation(...)` gives the ConversationState to render
// and the ConversationActions to call (src/conversation/conversation-model.ts). The chat starts
// on the first open (spec §4 step 1) and stays alive while the hook is mounted.
import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import type { ConversationActions, ConversationState } from '../conversation/conversation-model';

import { createChatSession } from './chat-session';
import type { HistoryActions } from './history-actions';
import type { ChatSession, ChatSessionOptions } from './chat-session';
import { initialChatState } from './conversation-reducers';
import { seenMarkOf, unreadMessages } from './unread';
import type { SeenMark } from './unread';

export interface UseConversationOptions {
  centerCode: string;
  /** The chat API's origin, without a trailing slash; '' for the page's. */
  apiBase: string;
  /** A hash link's follow-up token (spec §2, §4 step 3). */
  followUpToken?: string;
  /** Whether the panel is open: the first open starts the chat. */
  open: boolean;
  /** Hash authentication failed; called 500 ms after the toast (spec §4: close, go to /). */
  onHashAuthFailed?: () => void;
  /** Operator, bot and system messages that arrived while closed; 0 again on open. */
  onUnreadCountChange?: (count: number) => void;
  /** Tests and special hosts: the session's other parts (fetch, WebSocket, storage…). */
  sessionOptions?: Omit<ChatSessionOptions, 'centerCode' | 'apiBase' | 'followUpToken'>;
}

export interface UseConversationResult {
  state: ConversationState;
  actions: ConversationActions;
  history: HistoryActions;
  /** Messages of others that came while the panel was closed, oldest first ([] while open). */
  unread: readonly ChatMessage[];
}

const noop = () => Promise.resolve();
/** Until the session exists (the first effect), the views get a state that is starting. */
const idleActions: ConversationActions = {
  send: noop,
  retry: noop,
  chooseObject: noop,
  navigate: noop,
  savePersonalInfo: () => Promise.resolve(false),
  agreeAge: noop,
  loadOlder: noop,
  startNewInquiry: noop,
  downloadFile: noop,
  dismissToast: () => undefined,
  reconnect: () => undefined,
};
const idleHistory: HistoryActions = {
  enterHistory: noop,
  exitHistory: () => undefined,
  sendCode: () => Promise.resolve(false),
  verifyCode: () => Promise.resolve(false),
  warnVerificationExpired: () => undefined,
  openHistoryEntry: () => Promise.resolve(false),
  refreshList: noop,
};
const idleSubscribe = () => () => undefined;
const idleSnapshot = () => initialChatState;

export function useConversation(options: UseConversationOptions): UseConversationResult {
  const { centerCode, apiBase, open } = options;
  const latest = useRef(options);
  // Declared first, so it runs before the effects below read the newest callbacks.
  useEffect(() => {
    latest.current = options;
  });
  const [session, setSession] = useState<ChatSession | null>(null);

  // One session per mount and centre: created in the effect so that React's strict mode
  // (mount, unmount, mount) never leaves a socket behind.
  useEffect(() => {
    const { followUpToken, sessionOptions, onHashAuthFailed } = latest.current;
    const created = createChatSession({
      ...sessionOptions,
      centerCode,
      apiBase,
      ...(followUpToken ? { followUpToken } : {}),
      // Only a host that handles it stops the chat on a failed link (start-up.ts).
      ...(onHashAuthFailed ? { onHashAuthFailed: () => latest.current.onHashAuthFailed?.() } : {}),
    });
    setSession(created);
    return () => created.dispose();
  }, [centerCode, apiBase]);

  // spec §4 step 1: the first open starts the chat.
  useEffect(() => {
    if (open && session) session.start();
  }, [open, session]);

  const state = useSyncExternalStore(
    session?.store.subscribe ?? idleSubscribe,
    session?.store.getState ?? idleSnapshot,
    session?.store.getState ?? idleSnapshot,
  );

  const unread = useUnread(state, open, options.onUnreadCountChange);

  const actions = session?.actions ?? idleActions;
  const history = session?.history ?? idleHistory;
  return useMemo(() => ({ state, actions, history, unread }), [state, actions, history, unread]);
}

const NONE: readonly ChatMessage[] = [];

/**
 * What came while the panel was closed ([] while open); the count is reported when it
 * changes.
 */
function useUnread(
  state: ConversationState,
  open: boolean,
  onChange: ((count: number) => void) | undefined,
): readonly ChatMessage[] {
  const reported = useRef(0);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });

  const { chatInquiryNumber, messages } = state;
  // The last message in view: it follows the messages while open (and before the first open,
  // when nothing has been loaded) and stays where it was while closed. Set during render, as
  // React allows for state derived from props, so that no render shows a stale count.
  const [seen, setSeen] = useState<SeenMark | null>(null);
  if (open || seen === null) {
    const mark = seenMarkOf(chatInquiryNumber, messages);
    if (seen?.inquiryNumber !== mark.inquiryNumber || seen.messageNumber !== mark.messageNumber) {
      setSeen(mark);
    }
  }
  const unread = useMemo(
    () => (open || !seen ? NONE : unreadMessages(seen, chatInquiryNumber, messages)),
    [open, seen, chatInquiryNumber, messages],
  );

  useEffect(() => {
    if (unread.length !== reported.current) {
      reported.current = unread.length;
      callback.current?.(unread.length);
    }
  }, [unread]);
  return unread;
}
