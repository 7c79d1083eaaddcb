import { useCallback } from 'react';

import { useConversation } from '../chat/use-conversation';
import { ApiBaseProvider } from '../conversation/api-url';
import { ConversationView } from '../conversation/conversation-view';
import type { PanelOptions } from '../panel-contract';
import { ChatPanel } from './chat-panel';
import type { PanelContentProps } from './panel-content';

export interface ChatAppProps {
  open: boolean;
  options: PanelOptions;
}

/**
 * The chat inside the panel: the chat's state (src/chat/) rendered by the conversation view
 * (src/conversation/) in the panel's shell. The conversation lives here, above the shell, so
 * that closing the panel keeps the socket and counts what arrives meanwhile (spec §2 badge);
 * it starts on the first open (spec/chat-widget.md §4 step 1).
 */
export function ChatApp({ open, options }: ChatAppProps) {
  const { state, actions } = useConversation({
    centerCode: options.centerCode,
    apiBase: options.apiBase,
    open,
    ...(options.followUpToken ? { followUpToken: options.followUpToken } : {}),
    onHashAuthFailed: options.onHashAuthFailed,
    onUnreadCountChange: options.onUnreadCountChange,
  });
  const renderContent = useCallback(
    ({ closeRef, onRequestClose }: PanelContentProps) => (
      <ConversationView
        state={state}
        actions={actions}
        onRequestClose={onRequestClose}
        closeButtonRef={closeRef}
      />
    ),
    [state, actions],
  );
  return (
    <ApiBaseProvider apiBase={options.apiBase}>
      <ChatPanel open={open} options={options} renderContent={renderContent} />
    </ApiBaseProvider>
  );
}
