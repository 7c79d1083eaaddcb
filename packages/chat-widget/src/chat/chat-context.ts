// What start-up, the actions and the catch-up after a reconnect share: the calls, the store and
// the socket of one mounted widget.
import type { ChatApi } from './chat-api';
import type { ConversationStore } from './conversation-store';
import type { RealtimeClient } from './realtime-client';

export interface ChatContext {
  api: ChatApi;
  store: ConversationStore;
  realtime: Pick<RealtimeClient, 'watch' | 'start' | 'send' | 'retryNow' | 'expire'>;
  /** The chat API's base ('' for the page's origin): the api's paths resolve against it. */
  apiBase: string;
  /** The page's address: current_url of a new inquiry (spec §7). */
  pageUrl: () => string;
  /** Failures the visitor is not told about (spec §8: download, history, new chat). */
  log: (message: string, error: unknown) => void;
  /** Whether the widget was unmounted: late answers change nothing then. */
  disposed: () => boolean;
  /** setTimeout that the unmount clears. */
  later: (run: () => void, ms: number) => void;
}
