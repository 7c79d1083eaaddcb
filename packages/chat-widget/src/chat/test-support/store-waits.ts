// Waits for the store to reach a state (a real answer or socket event changes it), never for
// a time: the promise settles on the change itself.
import type { ChatState } from '../conversation-reducers';
import type { ConversationStore } from '../conversation-store';

export function stateWhere(
  store: ConversationStore,
  predicate: (state: ChatState) => boolean,
): Promise<ChatState> {
  return new Promise((resolve) => {
    if (predicate(store.getState())) {
      resolve(store.getState());
      return;
    }
    const stop = store.subscribe((state) => {
      if (!predicate(state)) return;
      stop();
      resolve(state);
    });
  });
}
