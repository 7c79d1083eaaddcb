import { lazy, Suspense, useCallback, useReducer, useState } from 'react';

import { totalUnread } from '../chat/unread';
import { useConversation } from '../chat/use-conversation';
import { ApiBaseProvider } from '../conversation/api-url';
import { ConversationView } from '../conversation/conversation-view';
import type { PanelOptions } from '../panel-contract';
import { ChatPanel } from './chat-panel';
import { LauncherNotice } from './launcher-notice';
import { useOpenStateSync } from './use-open-state-sync';
import type { PanelContentProps } from './panel-content';

// spec/chat-widget.md §2: the history view loads when the visitor first opens it.
const HistoryView = lazy(() =>
  import('../history/history-view').then((module) => ({ default: module.HistoryView })),
);

export interface ChatAppProps {
  open: boolean;
  options: PanelOptions;
}

/** spec §4 Panel views: the panel shows one of two views. */
type PanelView = 'conversation' | 'history';

/**
 * The chat, started again from nothing by the "another device" banner's refresh (spec §2): a
 * new session authenticates anew, as a reload of the page would, and the panel stays open.
 */
export function ChatApp(props: ChatAppProps) {
  const [run, restart] = useReducer((count: number) => count + 1, 0);
  return <ChatSessionApp key={run} {...props} onRestart={restart} />;
}

/**
 * The chat inside the panel: the chat's state (src/chat/) rendered by the conversation or the
 * history view in the panel's shell. The conversation lives here, above the shell, so that
 * closing the panel keeps the socket and counts what arrives meanwhile (spec §2 badge); it
 * starts on the first open (spec/chat-widget.md §4 step 1).
 */
function ChatSessionApp({ open, options, onRestart }: ChatAppProps & { onRestart(): void }) {
  const { state, actions, history, unread } = useConversation({
    centerCode: options.centerCode,
    apiBase: options.apiBase,
    open,
    ...(options.followUpToken ? { followUpToken: options.followUpToken } : {}),
    onHashAuthFailed: options.onHashAuthFailed,
    onUnreadCountChange: options.onUnreadCountChange,
  });
  useOpenStateSync({
    centerCode: options.centerCode,
    open,
    enabled: !options.fullPage,
    onRequestOpen: options.onRequestOpen,
    onRequestClose: options.onRequestClose,
  });
  const [view, setView] = useState<PanelView>('conversation');
  const toConversation = useCallback(() => setView('conversation'), []);
  const historyUnread = state.isAuthenticated ? totalUnread(state.historyList) : 0;

  const renderContent = useCallback(
    ({ closeRef, onRequestClose }: PanelContentProps) =>
      view === 'history' ? (
        <Suspense fallback={<div className="cv" aria-busy="true" />}>
          <HistoryView
            state={state}
            actions={history}
            onBack={toConversation}
            onNewInquiry={() => {
              toConversation();
              void actions.startNewInquiry();
            }}
            onEntryOpened={toConversation}
            onRequestClose={onRequestClose}
            closeButtonRef={closeRef}
            onDismissToast={actions.dismissToast}
          />
        </Suspense>
      ) : (
        <ConversationView
          state={state}
          actions={actions}
          onRequestClose={onRequestClose}
          closeButtonRef={closeRef}
          onOpenHistory={() => setView('history')}
          historyUnread={historyUnread}
          onRestart={onRestart}
        />
      ),
    [view, state, actions, history, toConversation, historyUnread, onRestart],
  );
  return (
    <ApiBaseProvider apiBase={options.apiBase}>
      <ChatPanel open={open} options={options} renderContent={renderContent} />
      {!open && <LauncherNotice unread={unread} main={state.main} onOpen={options.onRequestOpen} />}
    </ApiBaseProvider>
  );
}
