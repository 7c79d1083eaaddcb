// The conversation's state in a zustand vanilla store: the views subscribe (use-conversation.ts),
// the chat's parts apply reducers (conversation-reducers.ts). The store also owns the two
// timers of the state itself: typing (spec §4, 3 s) and toasts (spec §8, 3000 ms + 500 ms exit).
import { createStore } from 'zustand/vanilla';

import { TOAST_EXIT_MS, TOAST_MS, TYPING_INDICATOR_MS } from '../constants';
import type { ToastKind } from '../conversation/conversation-model';

import {
  addToast,
  applyServerEvent,
  initialChatState,
  lastToastId,
  removeToast,
} from './conversation-reducers';
import type { ChatState } from './conversation-reducers';
import type { ServerEvent } from './realtime-events';

export type ConversationStore = ReturnType<typeof createConversationStore>;

export function createConversationStore(initial: Partial<ChatState> = {}) {
  const store = createStore<ChatState>()(() => ({ ...initialChatState, ...initial }));
  const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();
  let typingTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (reduce: (state: ChatState) => ChatState) => {
    const before = store.getState();
    const after = reduce(before);
    if (after !== before) store.setState(after, true);
  };

  const restartTyping = () => {
    if (typingTimer !== undefined) clearTimeout(typingTimer);
    typingTimer = setTimeout(() => {
      typingTimer = undefined;
      update((state) => (state.typing ? { ...state, typing: false } : state));
    }, TYPING_INDICATOR_MS);
  };

  const dismissToast = (id: number) => {
    const timer = toastTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    toastTimers.delete(id);
    update((state) => removeToast(state, id));
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    update,
    /** A server event; typing.started (re)starts the 3 s the indicator shows. */
    applyEvent(event: ServerEvent) {
      const before = store.getState();
      update((state) => applyServerEvent(state, event));
      // Counted from the last typing.started that showed the indicator.
      if (event.event === 'typing.started' && store.getState() !== before) restartTyping();
    },
    /** Shows a toast; it goes by itself after its time and exit (the views may dismiss it sooner). */
    toast(kind: ToastKind, message: string): number {
      update((state) => addToast(state, { kind, message }));
      const id = lastToastId(store.getState());
      toastTimers.set(
        id,
        setTimeout(() => dismissToast(id), TOAST_MS + TOAST_EXIT_MS),
      );
      return id;
    },
    dismissToast,
    /** Unmount: no timer outlives the widget. */
    dispose() {
      for (const timer of toastTimers.values()) clearTimeout(timer);
      toastTimers.clear();
      if (typingTimer !== undefined) clearTimeout(typingTimer);
      typingTimer = undefined;
    },
  };
}
